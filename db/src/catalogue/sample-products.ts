import type { ProductCategory } from "./categories";

/** A product of the built-in catalogue, as the seed stores it and the shop falls back to it. */
export interface CatalogueProduct {
  /** Names its picture and ties demo orders to it; never shown. */
  slug: string;
  name: string;
  description: string;
  price: number;
  category: ProductCategory;
  in_stock: boolean;
}

/** Where a catalogue product's built-in picture is served (drawn by tools/artwork). */
export const productImageUrl = (slug: string) => `/images/products/${slug}.svg`;

/**
 * The spec's 8 sample products (prices 19.99 to 129.99; apparel, equipment, accessories): seeded
 * first, and what the shop shows, without a message, when the products call fails (spec §8).
 */
export const sampleProducts: readonly CatalogueProduct[] = [
  {
    slug: "custom-sublimated-team-jersey",
    name: "Custom Sublimated Team Jersey",
    description:
      "Full-dye sublimated jersey in 100% moisture-wicking polyester with your colors, logo, names and numbers built into the fabric. Youth XS through adult 4XL.",
    price: 49.99,
    category: "apparel",
    in_stock: true,
  },
  {
    slug: "pull-up-baseball-practice-pants",
    name: "Pull-Up Baseball Practice Pants",
    description:
      "Durable 14 oz poly-twill pants with reinforced knees, elastic waist and belt loops. Open-bottom cut in white, grey or black, youth S to adult 3XL.",
    price: 24.99,
    category: "apparel",
    in_stock: true,
  },
  {
    slug: "full-sub-quarter-zip-pullover",
    name: "Full Sub 1/4 Zip Pullover",
    description:
      "Lightweight sublimated quarter-zip in brushed-back polyester for dugout and sideline warmups. Custom team design, thumbholes, adult XS to 3XL.",
    price: 54.99,
    category: "apparel",
    in_stock: true,
  },
  {
    slug: "richardson-112-trucker-cap",
    name: "Richardson 112 Trucker Cap",
    description:
      "Classic mid-profile trucker with a cotton-blend front, mesh back and adjustable snapback. Embroidered with your team logo; one size fits most.",
    price: 19.99,
    category: "accessories",
    in_stock: true,
  },
  {
    slug: "embroidered-cuffed-knit-beanie",
    name: "Embroidered Cuffed Knit Beanie",
    description:
      "Soft 100% acrylic 12-inch cuffed beanie with a 3D-puff or flat embroidered logo on the cuff. Stocked in 14 team colors for fall ball and football Fridays.",
    price: 21.99,
    category: "accessories",
    in_stock: true,
  },
  {
    slug: "youth-batting-gloves",
    name: "Youth Batting Gloves",
    description:
      "Sheepskin-palm batting gloves with a padded hook-and-loop wrist strap and breathable spandex back. Youth S to XL for baseball and fastpitch.",
    price: 27.95,
    category: "equipment",
    in_stock: true,
  },
  {
    slug: "regulation-cornhole-bag-set",
    name: "Regulation Cornhole Bag Set (8)",
    description:
      "Eight 6x6-inch dual-sided bags weighing 15.5 to 16 oz each, suede on one side for slide and duck canvas for stop. Two colors of four, resin filled.",
    price: 44.99,
    category: "equipment",
    in_stock: true,
  },
  {
    slug: "rolling-catchers-equipment-bag",
    name: "Rolling Catcher's Equipment Bag",
    description:
      "Wheeled bag with a telescoping handle, two bat sleeves, a vented shoe pocket and a main compartment that holds a full set of catcher's gear. Name embroidery available.",
    price: 129.99,
    category: "equipment",
    in_stock: true,
  },
];
