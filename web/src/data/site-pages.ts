/** Sports with a team-package page (/team-packages/<sport>), in the order the hub shows them. */
export const teamPackageSports = [
  { sport: "baseball", label: "Baseball" },
  { sport: "basketball", label: "Basketball" },
  { sport: "cornhole", label: "Cornhole" },
  { sport: "fastpitch", label: "Fastpitch" },
  { sport: "football", label: "Football" },
  { sport: "slowpitch", label: "Slowpitch" },
  { sport: "soccer", label: "Soccer" },
] as const;

/** Sports with a sizing guide (/sizing-info/<sport>), in the order the menu shows them. */
export const sizingGuideSports = [
  { sport: "baseball", label: "Baseball" },
  { sport: "fastpitch", label: "Fastpitch" },
  { sport: "basketball", label: "Basketball" },
  { sport: "football", label: "Football" },
] as const;

export type TeamPackageSport = (typeof teamPackageSports)[number]["sport"];
export type SizingGuideSport = (typeof sizingGuideSports)[number]["sport"];

export const findTeamPackageSport = (sport: string) => teamPackageSports.find((s) => s.sport === sport);
export const findSizingGuideSport = (sport: string) => sizingGuideSports.find((s) => s.sport === sport);

/** A public page as the quick search lists it. */
export interface SitePage {
  title: string;
  path: string;
  keywords: string[];
}

const fixedPages: SitePage[] = [
  { title: "Home", path: "/", keywords: ["start", "vendors", "brands", "welcome"] },
  {
    title: "Shop All Products",
    path: "/shop",
    keywords: ["store", "buy", "apparel", "t-shirts", "sweatshirts", "hoodies", "equipment", "accessories"],
  },
  {
    title: "Stock Designs",
    path: "/stock-designs",
    keywords: ["templates", "artwork", "jersey designs", "logos"],
  },
  {
    title: "Team Packages",
    path: "/team-packages",
    keywords: ["uniforms", "bundles", "team order", "coaches", "league"],
  },
  {
    title: "Rush Fees",
    path: "/team-packages/rush-fees",
    keywords: ["rush order", "fast", "deadline", "24-48 hours", "express", "turnaround"],
  },
  {
    title: "Request a Team Quote",
    path: "/team-packages/quote",
    keywords: ["quote", "roster", "team order", "estimate", "price", "coaches"],
  },
  {
    title: "Sports Blog",
    path: "/blog",
    keywords: ["articles", "news", "training tips", "nutrition", "reviews"],
  },
  {
    title: "About Us",
    path: "/about",
    keywords: ["story", "team", "since 2013", "store", "history", "values"],
  },
  {
    title: "Contact Us",
    path: "/contact",
    keywords: ["phone", "email", "message", "hours", "address", "directions", "map"],
  },
  {
    title: "Custom Artwork Request",
    path: "/custom-artwork",
    keywords: ["design", "logo", "upload", "quote", "custom uniforms", "sublimation"],
  },
  {
    title: "Returns and Exchanges",
    path: "/returns",
    keywords: ["return", "refund", "exchange", "size", "30 days", "policy"],
  },
  {
    title: "Privacy Policy",
    path: "/privacy",
    keywords: ["privacy", "data", "cookies", "delete", "personal information", "policy"],
  },
  {
    title: "Terms and Conditions",
    path: "/terms",
    keywords: ["terms", "conditions", "payment", "production time", "artwork rights", "policy"],
  },
];

const packagePages: SitePage[] = teamPackageSports.map(({ sport, label }) => ({
  title: `${label} Team Packages`,
  path: `/team-packages/${sport}`,
  keywords: [sport, "uniforms", "package", "team order"],
}));

const sizingPages: SitePage[] = sizingGuideSports.map(({ sport, label }) => ({
  title: `Sizing Guide: ${label}`,
  path: `/sizing-info/${sport}`,
  keywords: [sport, "sizing", "size chart", "measurements", "fit"],
}));

/** A fixed page's title, as the quick search lists it and the footer's quick links name it. */
export function sitePageTitle(path: string): string {
  const page = fixedPages.find((p) => p.path === path);
  if (!page) throw new Error(`No fixed page at ${path}`);
  return page.title;
}

/** Every public page, for the quick search. */
export const sitePages: SitePage[] = [...fixedPages, ...packagePages, ...sizingPages];
