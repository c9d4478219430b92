import type { Product } from "./product";

// The spec's fallback catalogue (§3, §8): shown, without a message, when the products call fails.
// Copied from db/src/seed/data/products.ts `sampleProducts` (the web bundle must not pull in the
// database package); e2e/tests/shop.spec.ts checks the names still match the seed.
const SAMPLE_DATE = "2024-01-01T00:00:00.000Z";

export const SAMPLE_PRODUCTS: readonly Product[] = [
  {
    id: "sample-1",
    name: "Custom Sublimated Team Jersey",
    description:
      "Full-dye sublimated jersey in 100% moisture-wicking polyester with your colors, logo, names and numbers built into the fabric. Youth XS through adult 4XL.",
    price: 49.99,
    image_url: "/images/products/custom-sublimated-team-jersey.svg",
    category: "apparel",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-2",
    name: "Pull-Up Baseball Practice Pants",
    description:
      "Durable 14 oz poly-twill pants with reinforced knees, elastic waist and belt loops. Open-bottom cut in white, grey or black, youth S to adult 3XL.",
    price: 24.99,
    image_url: "/images/products/pull-up-baseball-practice-pants.svg",
    category: "apparel",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-3",
    name: "Full Sub 1/4 Zip Pullover",
    description:
      "Lightweight sublimated quarter-zip in brushed-back polyester for dugout and sideline warmups. Custom team design, thumbholes, adult XS to 3XL.",
    price: 54.99,
    image_url: "/images/products/full-sub-quarter-zip-pullover.svg",
    category: "apparel",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-4",
    name: "Richardson 112 Trucker Cap",
    description:
      "Classic mid-profile trucker with a cotton-blend front, mesh back and adjustable snapback. Embroidered with your team logo; one size fits most.",
    price: 19.99,
    image_url: "/images/products/richardson-112-trucker-cap.svg",
    category: "accessories",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-5",
    name: "Embroidered Cuffed Knit Beanie",
    description:
      "Soft 100% acrylic 12-inch cuffed beanie with a 3D-puff or flat embroidered logo on the cuff. Stocked in 14 team colors for fall ball and football Fridays.",
    price: 21.99,
    image_url: "/images/products/embroidered-cuffed-knit-beanie.svg",
    category: "accessories",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-6",
    name: "Youth Batting Gloves",
    description:
      "Sheepskin-palm batting gloves with a padded hook-and-loop wrist strap and breathable spandex back. Youth S to XL for baseball and fastpitch.",
    price: 27.95,
    image_url: "/images/products/youth-batting-gloves.svg",
    category: "equipment",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-7",
    name: "Regulation Cornhole Bag Set (8)",
    description:
      "Eight 6x6-inch dual-sided bags weighing 15.5 to 16 oz each, suede on one side for slide and duck canvas for stop. Two colors of four, resin filled.",
    price: 44.99,
    image_url: "/images/products/regulation-cornhole-bag-set.svg",
    category: "equipment",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
  {
    id: "sample-8",
    name: "Rolling Catcher's Equipment Bag",
    description:
      "Wheeled bag with a telescoping handle, two bat sleeves, a vented shoe pocket and a main compartment that holds a full set of catcher's gear. Name embroidery available.",
    price: 129.99,
    image_url: "/images/products/rolling-catchers-equipment-bag.svg",
    category: "equipment",
    in_stock: true,
    created_at: SAMPLE_DATE,
  },
];
