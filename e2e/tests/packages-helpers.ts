import type { Locator, Page } from "@playwright/test";

// The spec's §9 numbers, written out here on purpose (not imported from the web app's catalogue),
// so a wrong price in the app fails this test.
export interface SportSpec {
  sport: string;
  label: string;
  packages: [name: string, price: string][];
  popular: string;
  items: [name: string, price: string][];
  delivery: string;
  /** Headings of the sport's own sections, and text each must show. */
  extras: { heading: string; shows: string[] }[];
}

export const sports: SportSpec[] = [
  {
    sport: "baseball",
    label: "Baseball",
    packages: [
      ["Starter", "$899"],
      ["Pro", "$1,499"],
      ["Championship", "$2,299"],
    ],
    popular: "Pro",
    items: [
      ["Jersey", "$45"],
      ["Pants", "$35"],
      ["Cap", "$25"],
      ["Batting Helmet", "$65"],
      ["Bag", "$55"],
      ["Warm-up Jacket", "$85"],
    ],
    delivery: "2-3 weeks",
    extras: [],
  },
  {
    sport: "basketball",
    label: "Basketball",
    packages: [
      ["Starter", "$749"],
      ["Pro", "$1,299"],
      ["Championship", "$1,999"],
    ],
    popular: "Pro",
    items: [
      ["Jersey", "$39"],
      ["Shorts", "$29"],
      ["Warm-up Jacket", "$65"],
      ["Warm-up Pants", "$45"],
      ["Shooting Shirt", "$35"],
      ["Bag", "$55"],
    ],
    delivery: "2-3 weeks",
    extras: [],
  },
  {
    sport: "cornhole",
    label: "Cornhole",
    packages: [
      ["Basic Tournament Set", "$299"],
      ["Pro", "$499"],
      ["Championship", "$799"],
    ],
    popular: "Pro",
    items: [
      ["Custom Graphics", "$75"],
      ["LED Kit", "$125"],
      ["Weather Coating", "$50"],
      ["Digital Scoreboard", "$199"],
      ["Premium Bags (Set of 8)", "$89"],
      ["Bracket System", "$149"],
    ],
    delivery: "2-3 weeks",
    extras: [
      {
        heading: "Cornhole Specifications",
        shows: ["48x24x4 in", "6 in", "9 in from the top", "6x6 in", "15-16 oz"],
      },
    ],
  },
  {
    sport: "fastpitch",
    label: "Fastpitch",
    packages: [
      ["Starter", "$849"],
      ["Pro", "$1,399"],
      ["Championship", "$2,199"],
    ],
    popular: "Pro",
    items: [
      ["Jersey", "$42"],
      ["Pants", "$38"],
      ["Cap", "$28"],
      ["Helmet", "$55"],
      ["Bag", "$65"],
      ["Jacket", "$75"],
    ],
    delivery: "2-3 weeks",
    extras: [{ heading: "Fastpitch Uniform Specifications", shows: ["Fabrics", "Decoration Methods"] }],
  },
  {
    sport: "football",
    label: "Football",
    packages: [
      ["Youth", "$1,299"],
      ["High School", "$2,499"],
      ["Championship", "$3,999"],
    ],
    popular: "High School",
    items: [
      ["Jersey", "$65"],
      ["Pants", "$55"],
      ["Helmet with Decals", "$185"],
      ["Shoulder Pads", "$125"],
      ["Bag", "$75"],
      ["Warm-up Suit", "$95"],
    ],
    delivery: "3-4 weeks",
    extras: [{ heading: "Football Uniform Specifications", shows: ["Fabrics", "Decoration Methods"] }],
  },
  {
    sport: "slowpitch",
    label: "Slowpitch",
    packages: [
      ["Recreational", "$699"],
      ["League", "$1,199"],
      ["Tournament", "$1,899"],
    ],
    popular: "League",
    items: [
      ["Jersey", "$38"],
      ["Pants", "$32"],
      ["Cap", "$24"],
      ["Helmet", "$48"],
      ["Bag", "$58"],
      ["Warm-up Shirt", "$42"],
    ],
    delivery: "2-3 weeks",
    extras: [
      { heading: "Comfort Features", shows: [] },
      { heading: "Team Unity", shows: [] },
    ],
  },
  {
    sport: "soccer",
    label: "Soccer",
    packages: [
      ["Youth", "$799"],
      ["Club", "$1,399"],
      ["Elite", "$2,299"],
    ],
    popular: "Club",
    items: [
      ["Jersey", "$42"],
      ["Shorts", "$28"],
      ["Socks", "$18"],
      ["Goalkeeper Kit", "$125"],
      ["Equipment Bag", "$65"],
      ["Bibs (Set of 10)", "$89"],
    ],
    delivery: "2-3 weeks",
    extras: [
      { heading: "Performance Features", shows: [] },
      { heading: "Take the Field", shows: [] },
    ],
  },
];

export const startingPrices: Record<string, string> = {
  baseball: "$899",
  basketball: "$749",
  cornhole: "$299",
  fastpitch: "$849",
  football: "$1,299",
  slowpitch: "$699",
  soccer: "$799",
};

/** A link's target as path and search values, however the router encodes spaces. */
export async function target(link: Locator) {
  const href = await link.getAttribute("href");
  if (!href) throw new Error("the link has no href");
  const url = new URL(href, "http://store.test");
  return { path: url.pathname, search: Object.fromEntries(url.searchParams) };
}

export const packageCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
export const main = (page: Page) => page.getByRole("main");
