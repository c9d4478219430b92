import { blogPosts, catalogProducts, sampleProducts } from "@store/db/seed-data";
import { stockDesigns } from "@store/web/data/stock-designs";
import { teamMembers } from "@store/web/data/team-members";
import { blogSvg } from "./blog";
import { planColorways } from "./catalog";
import { designSvg } from "./designs";
import { heroSvgs } from "./hero";
import { DARK_LOGO, LIGHT_LOGO, logoSvg } from "./logo";
import { portraitSvg } from "./portraits";
import { productSvg } from "./products";
import { storeMapSvg } from "./store-map";
import { VENDORS, vendorSvg } from "./vendors";

/** One drawn file: its path under web/public and its SVG text. */
export interface Artwork {
  file: string;
  svg: string;
}

/** Every picture the store ships, drawn from the seed data. Deterministic: same data, same bytes. */
export function drawArtwork(): Artwork[] {
  const out: Artwork[] = [];
  const products = [...sampleProducts, ...catalogProducts];
  const colorways = planColorways(products);
  for (const product of products) {
    const cw = colorways.get(product.slug);
    if (cw === undefined) throw new Error(`no colourway for ${product.slug}`);
    out.push({ file: `images/products/${product.slug}.svg`, svg: productSvg(product, cw) });
  }
  for (const hero of heroSvgs()) out.push({ file: `images/hero/${hero.file}`, svg: hero.svg });
  for (const post of blogPosts) out.push({ file: `images/blog/${post.slug}.svg`, svg: blogSvg(post) });
  for (const design of stockDesigns)
    out.push({ file: `images/designs/${design.id}.svg`, svg: designSvg(design) });
  for (const vendor of VENDORS) out.push({ file: `images/vendors/${vendor}.svg`, svg: vendorSvg(vendor) });
  out.push({ file: "logo.svg", svg: logoSvg(LIGHT_LOGO) });
  out.push({ file: "logo-dark.svg", svg: logoSvg(DARK_LOGO) });
  out.push({ file: "images/store-map.svg", svg: storeMapSvg() });
  for (const member of teamMembers)
    out.push({ file: `images/team/${member.slug}.svg`, svg: portraitSvg(member) });
  return out;
}

/** Each file stays small enough to inline-cache and send fast on a phone. */
export const BYTE_BUDGET = 20 * 1024;

/** The files over the budget, as messages (none when all fit). */
export const overBudget = (artwork: Artwork[]): string[] =>
  artwork
    .filter(({ svg }) => Buffer.byteLength(svg) > BYTE_BUDGET)
    .map(
      ({ file, svg }) => `${file} is ${Buffer.byteLength(svg)} bytes, over the ${BYTE_BUDGET}-byte budget`,
    );

/** web/public, where the store serves the files from. */
export const webPublic = new URL("../../../web/public/", import.meta.url);
