/**
 * Writes the store's own artwork as optimised, self-contained SVG files in web/public:
 *   images/products/{slug}.svg    800x600 product "photos" for every seed product
 *   images/hero/slide-{s}-{i}.svg 1200x800 home-page hero images (3 slides x 3)
 *   images/blog/{slug}.svg        800x450 editorial illustrations for the blog posts
 *   images/vendors/{key}.svg      320x120 single-colour vendor wordmarks
 *   images/designs/{id}.svg       800x600 jersey and tee mock-ups of the 21 stock designs
 *   logo.svg, logo-dark.svg       360x96 store lockup for light and dark backgrounds
 *   images/store-map.svg          800x500 street map around the store (about and contact pages)
 *   images/team/{slug}.svg        480x360 illustrated staff portraits for the about page
 *
 * Run from the repository root: npm run artwork. `npm test` then checks the committed files match.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { drawArtwork, overBudget, webPublic } from "./artwork";

const artwork = drawArtwork();
const tooBig = overBudget(artwork);
if (tooBig.length) throw new Error(tooBig.join("\n"));

for (const { file, svg } of artwork) {
  const path = fileURLToPath(new URL(file, webPublic));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}
const bytes = artwork.map(({ svg }) => Buffer.byteLength(svg));
const total = bytes.reduce((sum, b) => sum + b, 0);
console.log(
  `wrote ${artwork.length} SVG files (${(total / 1024).toFixed(1)} KB total, largest ` +
    `${(Math.max(...bytes) / 1024).toFixed(1)} KB) under ${fileURLToPath(webPublic)}`,
);
