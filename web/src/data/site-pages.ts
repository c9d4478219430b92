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

/** The fixed pages' titles, as the footer's quick links and the quick search name them. */
export const fixedPageTitles: Record<string, string> = {
  "/": "Home",
  "/shop": "Shop All Products",
  "/stock-designs": "Stock Designs",
  "/team-packages": "Team Packages",
  "/team-packages/rush-fees": "Rush Fees",
  "/team-packages/quote": "Request a Team Quote",
  "/team-stores": "Team Stores",
  "/blog": "Sports Blog",
  "/about": "About Us",
  "/contact": "Contact Us",
  "/custom-artwork": "Custom Artwork Request",
  "/returns": "Returns and Exchanges",
  "/privacy": "Privacy Policy",
  "/terms": "Terms and Conditions",
};

/** A fixed page's title. */
export function sitePageTitle(path: string): string {
  const title = fixedPageTitles[path];
  if (!title) throw new Error(`No fixed page at ${path}`);
  return title;
}
