import type { SeedOrder } from "./types";

export const sampleOrders: SeedOrder[] = [
  {
    customer_email: "jessica.mims@example.com",
    customer_name: "Jessica Mims",
    status: "delivered",
    placed: "2026-09-04T16:22:00Z",
    items: [
      { product_slug: "youth-batting-gloves", quantity: 1 },
      { product_slug: "youth-batting-helmet-with-faceguard", quantity: 1 },
    ],
  },
  {
    customer_email: "coach.hardy@example.org",
    customer_name: "Brent Hardy",
    status: "delivered",
    placed: "2026-09-18T13:05:00Z",
    items: [
      { product_slug: "custom-sublimated-team-jersey", quantity: 12 },
      { product_slug: "pull-up-baseball-practice-pants", quantity: 12 },
      { product_slug: "richardson-112-trucker-cap", quantity: 12 },
    ],
  },
  {
    customer_email: "tlangston@example.com",
    customer_name: "Tyler Langston",
    status: "shipped",
    placed: "2026-10-09T19:40:00Z",
    items: [
      { product_slug: "regulation-cornhole-bag-set", quantity: 2 },
      { product_slug: "clanton-hometown-screen-printed-tee", quantity: 2 },
    ],
  },
  {
    customer_email: "amber.gilliland@example.com",
    customer_name: "Amber Gilliland",
    status: "cancelled",
    placed: "2026-10-21T11:15:00Z",
    items: [{ product_slug: "champion-powerblend-hoodie", quantity: 3 }],
  },
  {
    customer_email: "rwyatt@example.org",
    customer_name: "Randall Wyatt",
    status: "processing",
    placed: "2026-11-06T15:48:00Z",
    items: [
      { product_slug: "full-sub-team-hoodie", quantity: 10 },
      { product_slug: "embroidered-cuffed-knit-beanie", quantity: 10 },
    ],
  },
  {
    customer_email: "kayla.ousley@example.com",
    customer_name: "Kayla Ousley",
    status: "pending",
    placed: "2026-11-17T21:02:00Z",
    items: [
      { product_slug: "fastpitch-fielders-mask", quantity: 1 },
      { product_slug: "rolling-catchers-equipment-bag", quantity: 1 },
      { product_slug: "performance-moisture-wicking-tee", quantity: 4 },
    ],
  },
];
