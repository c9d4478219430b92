import { sizingGuideSports, teamPackageSports } from "./site-pages";
import { stockDesignCategoryLabels } from "./stock-design-categories";
import { stockDesigns } from "./stock-designs";
import { storeInfo } from "./store-info";

/** What a search engine or a shared link shows for one public page. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** A page for visitors, not for search results or the sitemap (the search results page). */
  noindex?: true;
  /** Pictures the page paints first and large: the server asks for them with the HTML. */
  preload?: string[];
}

const brand = storeInfo.name;

const fixedPages: PageMeta[] = [
  {
    path: "/",
    title: `${brand}: Team Uniforms, Custom Apparel and Gear in Clanton, Alabama`,
    description:
      "Team uniforms, custom sublimated apparel, stock designs and sporting goods from Clanton, Alabama since 2013. Shop online or outfit your whole team.",
  },
  {
    path: "/shop",
    title: "Shop All Products",
    description:
      "T-shirts, sweatshirts, hoodies, equipment and accessories from Badger, Richardson, Champion, A4 and more, ready for your team.",
  },
  {
    path: "/about",
    title: "About Us",
    description: `A hometown team outfitter in ${storeInfo.town} since ${storeInfo.founded}: our story, our values, our team and our store hours.`,
  },
  {
    path: "/team-stores",
    title: "Team Stores",
    description:
      "Your team's own online store: we build it, families order and pay for their player by a date, we print in one batch and bag each player's gear for pickup.",
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: `Call, e-mail or write to ${brand} in ${storeInfo.town}. Questions about team orders, sizing or custom artwork are welcome.`,
  },
  {
    path: "/blog",
    title: "Sports Blog",
    description:
      "Training tips, equipment reviews, sports news and nutrition advice for players, parents and coaches.",
  },
  {
    path: "/custom-artwork",
    title: "Custom Artwork Request",
    description:
      "Send us your team's logo or idea and we'll design custom uniforms and apparel: review, quote, approval and production.",
  },
  {
    path: "/stock-designs",
    title: "Stock Designs",
    description: `${stockDesigns.length} ready-made designs for softball, football, basketball, baseball, soccer and track, customizable with your team's colors, names and numbers.`,
  },
  {
    path: "/team-packages",
    title: "Team Packages",
    description:
      "Complete uniform packages for baseball, basketball, cornhole, fastpitch, football, slowpitch and soccer teams, with add-on items and rush options.",
  },
  {
    path: "/returns",
    title: "Returns and Exchanges",
    description:
      "Return or exchange stock items within 30 days, unworn with tags. Custom, personalised and team items are final once the proof is approved, unless we made a mistake.",
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    description: `What ${brand} keeps about your orders, messages, artwork and rosters, why, and how to have it deleted. We never sell it.`,
  },
  {
    path: "/terms",
    title: "Terms and Conditions",
    description:
      "Prices, payment in store or by invoice, production times, artwork rights and the law that applies to orders from our Clanton, Alabama store.",
  },
  {
    path: "/checkout",
    title: "Checkout",
    description:
      "Place your order for pickup at the store in Clanton or local delivery; pay in store or by invoice.",
    noindex: true,
  },
  {
    path: "/search",
    title: "Search",
    description: "Search the store's products, stock designs, blog posts and pages.",
    noindex: true,
  },
  {
    path: "/team-packages/quote",
    title: "Request a Team Quote",
    description:
      "Choose your team package, add extra items and rush, send your roster and get a price and artwork proof to approve.",
  },
  {
    path: "/team-packages/rush-fees",
    title: "Rush Fees",
    description:
      "Need uniforms fast? Rush production in 24-48 hours ($150), 3-5 days ($75) or 1 week ($35), and the rules that come with it.",
  },
];

const packagePages: PageMeta[] = teamPackageSports.map(({ sport, label }) => ({
  path: `/team-packages/${sport}`,
  title: `${label} Team Packages`,
  description: `Three ${label.toLowerCase()} team packages with prices and contents, add-on items, delivery times and a free quote from ${brand}.`,
}));

const sizingPages: PageMeta[] = sizingGuideSports.map(({ sport, label }) => ({
  path: `/sizing-info/${sport}`,
  title: `${label} Sizing Guide`,
  description: `Youth and adult ${label.toLowerCase()} uniform size charts in inches, with how to measure and fit tips.`,
}));

const designPages: PageMeta[] = stockDesigns.map((design) => ({
  path: `/stock-designs/${design.id}`,
  title: `${design.name}: ${stockDesignCategoryLabels[design.category]} Stock Design`,
  description: design.description,
  preload: [design.image_url],
}));

/** The designs list's first row on a phone: its pictures are the largest paint. */
const DESIGN_LIST_LEAD = 2;

/** Every public page whose address is known without the database (blog posts come from it). */
export const staticPages: PageMeta[] = [...fixedPages, ...packagePages, ...sizingPages, ...designPages].map(
  (page) =>
    page.path === "/stock-designs"
      ? { ...page, preload: stockDesigns.slice(0, DESIGN_LIST_LEAD).map((d) => d.image_url) }
      : page,
);

/** Unknown addresses under a prefix that go to a list instead of the not-found page (spec §5). */
export const unknownRedirects = [{ prefix: "/stock-designs/", to: "/stock-designs" }] as const;

/** What a missing page is called. */
export const notFoundMeta: Omit<PageMeta, "path"> = {
  title: "Page not found",
  description: "We couldn't find the page you were looking for.",
};

/** What an unknown product page is called. */
export const productNotFoundMeta: Omit<PageMeta, "path"> = {
  title: "Product not found",
  description: "This product is not in the shop. Browse all products instead.",
};

const byPath = new Map(staticPages.map((page) => [page.path, page]));

/** The meta of a known public path ("/about/" and "/about" alike), or undefined. */
export function findPageMeta(pathname: string): PageMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}
