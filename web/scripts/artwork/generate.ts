/**
 * Generates the store's own artwork as optimised, self-contained SVG files in web/public:
 *   images/products/{slug}.svg   800x600 product "photos" for every seed product
 *   images/hero/slide-{s}-{i}.svg 1200x800 home-page hero images (3 slides x 3)
 *   images/blog/{slug}.svg        800x450 editorial illustrations for the blog posts
 *   images/vendors/{key}.svg      320x120 single-colour vendor wordmarks
 *   images/designs/{id}.svg       800x600 jersey and tee mock-ups of the 21 stock designs
 *   logo.svg, logo-dark.svg       360x96 store lockup for light and dark backgrounds
 *   images/store-map.svg          800x500 street map around the store (about and contact pages)
 *   images/team/{slug}.svg        480x360 illustrated staff portraits for the about page
 *
 * Run from the repository root:  node --import tsx web/scripts/artwork/generate.ts
 * Output is deterministic: the same seed data always produces the same bytes.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { blogPosts } from "../../../db/src/seed/data/blog-posts";
import { catalogProducts, sampleProducts } from "../../../db/src/seed/data/products";
import { stockDesigns } from "../../src/data/stock-designs";
import { teamMembers } from "../../src/data/team-members";
import { blogSvg } from "./blog";
import { planColorways } from "./catalog";
import { designSvg } from "./designs";
import { heroSvgs } from "./hero";
import { DARK_LOGO, LIGHT_LOGO, logoSvg } from "./logo";
import { portraitSvg } from "./portraits";
import { productSvg } from "./products";
import { storeMapSvg } from "./store-map";
import { writeFile } from "./svg";
import { VENDORS, vendorSvg } from "./vendors";

const PUBLIC = fileURLToPath(new URL("../../public/", import.meta.url));
const LIMIT = 20 * 1024;

const written: { file: string; bytes: number }[] = [];

function emit(relative: string, svg: string): void {
  const bytes = writeFile(join(PUBLIC, relative), svg);
  if (bytes > LIMIT) throw new Error(`${relative} is ${bytes} bytes, over the ${LIMIT}-byte budget`);
  written.push({ file: relative, bytes });
}

const products = [...sampleProducts, ...catalogProducts];
const colorways = planColorways(products);
for (const product of products) {
  const cw = colorways.get(product.slug);
  if (cw === undefined) throw new Error(`no colourway for ${product.slug}`);
  emit(`images/products/${product.slug}.svg`, productSvg(product, cw));
}

for (const hero of heroSvgs()) emit(`images/hero/${hero.file}`, hero.svg);

for (const post of blogPosts) emit(`images/blog/${post.slug}.svg`, blogSvg(post));
for (const design of stockDesigns) emit(`images/designs/${design.id}.svg`, designSvg(design));
for (const vendor of VENDORS) emit(`images/vendors/${vendor}.svg`, vendorSvg(vendor));
emit("logo.svg", logoSvg(LIGHT_LOGO));
emit("logo-dark.svg", logoSvg(DARK_LOGO));
emit("images/store-map.svg", storeMapSvg());
for (const member of teamMembers) emit(`images/team/${member.slug}.svg`, portraitSvg(member));

const total = written.reduce((sum, w) => sum + w.bytes, 0);
const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(
  `wrote ${written.length} SVG files (${(total / 1024).toFixed(1)} KB total, largest ${largest.file} ` +
    `${(largest.bytes / 1024).toFixed(1)} KB) under ${PUBLIC}`,
);
