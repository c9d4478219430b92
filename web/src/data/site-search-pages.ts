import { fixedPageTitles, sizingGuideSports, teamPackageSports } from "./site-pages";

/**
 * Every public page as the quick search lists it, with the words that find it. Only the quick
 * search needs the words; the titles are in site-pages.ts, which every page loads.
 */
export interface SitePage {
  title: string;
  path: string;
  keywords: string[];
}

const keywords: Record<string, string[]> = {
  "/": ["start", "vendors", "brands", "welcome"],
  "/shop": ["store", "buy", "apparel", "t-shirts", "sweatshirts", "hoodies", "equipment", "accessories"],
  "/stock-designs": ["templates", "artwork", "jersey designs", "logos"],
  "/team-packages": ["uniforms", "bundles", "team order", "coaches", "league"],
  "/team-packages/rush-fees": ["rush order", "fast", "deadline", "24-48 hours", "express", "turnaround"],
  "/team-stores": ["team store", "online store", "coaches", "families", "fundraising", "flyer", "qr code"],
  "/team-packages/quote": ["quote", "roster", "team order", "estimate", "price", "coaches"],
  "/blog": ["articles", "news", "training tips", "nutrition", "reviews"],
  "/about": ["story", "team", "since 2013", "store", "history", "values"],
  "/contact": ["phone", "email", "message", "hours", "address", "directions", "map"],
  "/custom-artwork": ["design", "logo", "upload", "quote", "custom uniforms", "sublimation"],
  "/returns": ["return", "refund", "exchange", "size", "30 days", "policy"],
  "/privacy": ["privacy", "data", "cookies", "delete", "personal information", "policy"],
  "/terms": ["terms", "conditions", "payment", "production time", "artwork rights", "policy"],
};

const fixedPages: SitePage[] = Object.entries(fixedPageTitles).map(([path, title]) => ({
  title,
  path,
  keywords: keywords[path] ?? [],
}));

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

/** Every public page, for the quick search. */
export const sitePages: SitePage[] = [...fixedPages, ...packagePages, ...sizingPages];
