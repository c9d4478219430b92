import type { SeedProduct } from "./types";

export { sampleProducts } from "../../catalogue/sample-products";

/** The rest of the demo catalogue (beyond the spec's samples), seeded after them. */
export const catalogProducts: SeedProduct[] = [
  {
    slug: "performance-moisture-wicking-tee",
    name: "Performance Moisture-Wicking Tee",
    description:
      "Lightweight 4.1 oz 100% polyester tee with an athletic fit that pulls sweat off the skin. Youth XS to adult 3XL; takes screen printing and heat-pressed numbers.",
    price: 18.99,
    category: "t-shirts",
    in_stock: true,
  },
  {
    slug: "port-co-core-cotton-tee",
    name: "Port & Co Core Cotton Tee",
    description:
      "Everyday 5.4 oz 100% cotton tee with a classic fit and taped neck. Our go-to blank for team moms, fan shirts and fundraisers, youth XS to adult 4XL.",
    price: 12.99,
    category: "t-shirts",
    in_stock: true,
  },
  {
    slug: "a4-cooling-performance-tee",
    name: "A4 Cooling Performance Tee",
    description:
      "Sleek 100% polyester interlock tee with moisture management and UPF protection for long summer practices. Men's, women's and youth cuts available.",
    price: 16.99,
    category: "t-shirts",
    in_stock: true,
  },
  {
    slug: "badger-b-core-long-sleeve-tee",
    name: "Badger B-Core Long Sleeve Tee",
    description:
      "Long sleeve 100% polyester performance tee with a soft hand and tagless neck. Great under jerseys in early spring, sizes youth S to adult 3XL.",
    price: 19.99,
    category: "t-shirts",
    in_stock: true,
  },
  {
    slug: "clanton-hometown-screen-printed-tee",
    name: "Clanton Hometown Screen-Printed Tee",
    description:
      "Soft 4.3 oz ring-spun cotton tee with our two-color Clanton, Alabama design printed in-house. Unisex fit in heather grey and peach, S to 3XL.",
    price: 19.95,
    category: "t-shirts",
    in_stock: true,
  },
  {
    slug: "heavyweight-crewneck-sweatshirt",
    name: "Heavyweight Crewneck Sweatshirt",
    description:
      "Warm 9.5 oz cotton-poly fleece crewneck with ribbed cuffs and waistband. Holds screen prints and embroidery well; adult S to 4XL in 12 colors.",
    price: 29.99,
    category: "sweatshirts",
    in_stock: true,
  },
  {
    slug: "champion-powerblend-crewneck",
    name: "Champion Powerblend Crewneck",
    description:
      "Pill-resistant 9 oz Powerblend fleece with low shrinkage and side ribbed panels for a relaxed fit. Embroidered left chest or printed full front, S to 3XL.",
    price: 39.99,
    category: "sweatshirts",
    in_stock: true,
  },
  {
    slug: "port-co-core-fleece-crewneck",
    name: "Port & Co Core Fleece Crewneck",
    description:
      "Budget-friendly 7.8 oz 50/50 cotton-poly fleece crewneck, ideal for team orders and school spirit packs. Youth XS to adult 4XL.",
    price: 24.99,
    category: "sweatshirts",
    in_stock: true,
  },
  {
    slug: "badger-performance-fleece-crew",
    name: "Badger Performance Fleece Crew",
    description:
      "Moisture-wicking polyester fleece crew with a brushed interior that stays light when wet. Made for cool-morning warmups, adult S to 3XL.",
    price: 34.95,
    category: "sweatshirts",
    in_stock: true,
  },
  {
    slug: "port-co-core-fleece-hoodie",
    name: "Port & Co Core Fleece Hoodie",
    description:
      "7.8 oz 50/50 fleece pullover hoodie with a lined hood, front pouch pocket and matching drawcord. Youth XS to adult 4XL in 20 colors.",
    price: 32.99,
    category: "hoodies",
    in_stock: true,
  },
  {
    slug: "champion-powerblend-hoodie",
    name: "Champion Powerblend Hoodie",
    description:
      "Heavyweight 9 oz Powerblend pullover hoodie with a double-layer hood and kangaroo pocket. Resists pilling after repeated washes, S to 3XL.",
    price: 49.99,
    category: "hoodies",
    in_stock: false,
  },
  {
    slug: "a4-performance-tech-hoodie",
    name: "A4 Performance Tech Hoodie",
    description:
      "Lightweight polyester tech fleece hoodie with moisture wicking and a scuba-style hood. Sleek enough to layer over a jersey, adult S to 3XL.",
    price: 44.99,
    category: "hoodies",
    in_stock: true,
  },
  {
    slug: "full-sub-team-hoodie",
    name: "Full Sub Team Hoodie",
    description:
      "Fully sublimated polyester fleece hoodie with your team design printed edge to edge, including hood lining. Youth S to adult 3XL, 12 piece minimum.",
    price: 64.99,
    category: "hoodies",
    in_stock: true,
  },
  {
    slug: "youth-batting-helmet-with-faceguard",
    name: "Youth Batting Helmet with Faceguard",
    description:
      "NOCSAE-certified dual-ear batting helmet with a steel faceguard and foam liner, fits 6 3/8 to 7 1/8 heads. Matte finish; team decals available in-store.",
    price: 54.99,
    category: "equipment",
    in_stock: true,
  },
  {
    slug: "fastpitch-fielders-mask",
    name: "Fastpitch Fielder's Mask",
    description:
      "Lightweight steel-wire fielder's mask with a padded chin cup and adjustable straps. Recommended for pitchers and corner infielders, youth and adult.",
    price: 34.99,
    category: "equipment",
    in_stock: true,
  },
  {
    slug: "youth-catchers-gear-set",
    name: "Youth Catcher's Gear Set",
    description:
      "Complete set for ages 9-12 with a helmet, chest protector and double-knee leg guards. NOCSAE-certified helmet meets league standards.",
    price: 139.99,
    category: "equipment",
    in_stock: true,
  },
  {
    slug: "official-size-5-soccer-ball",
    name: "Official Size 5 Soccer Ball",
    description:
      "Machine-stitched size 5 match ball with a butyl bladder for air retention on grass and turf. Sized for ages 12 and up; size 4 available by request.",
    price: 24.99,
    category: "equipment",
    in_stock: false,
  },
  {
    slug: "pacific-perforated-adjustable-cap",
    name: "Pacific Perforated Adjustable Cap",
    description:
      "Lightweight perforated performance cap with a hook-and-loop closure and moisture-wicking sweatband. Cool for July doubleheaders, embroidered to order.",
    price: 22.99,
    category: "accessories",
    in_stock: true,
  },
  {
    slug: "richardson-fitted-team-cap",
    name: "Richardson Fitted Team Cap",
    description:
      "Structured wool-blend fitted cap with a flat or pre-curved visor and 3D embroidered front logo. Sizes 6 7/8 to 7 5/8 for a true game-day look.",
    price: 27.99,
    category: "accessories",
    in_stock: true,
  },
  {
    slug: "custom-sublimated-crew-socks",
    name: "Custom Sublimated Crew Socks",
    description:
      "Cushioned crew socks with your team colors and logo sublimated on the leg. Arch support and reinforced heel, youth M through adult XL.",
    price: 14.99,
    category: "accessories",
    in_stock: true,
  },
];
