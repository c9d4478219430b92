import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { seedPosts } from "../db/src/seed/index";
import { measurePageWeights } from "./bench/page-weight";

// The bench's page-weight part alone, against a started server (its web/dist built): what a
// first-time visitor's browser receives per public page, by kind (KB on the wire, brotli).
//   node --import tsx scripts/page-weights.ts --base http://127.0.0.1:4650 [--json out.json]

const { values } = parseArgs({
  options: { base: { type: "string", default: "http://127.0.0.1:3000" }, json: { type: "string" } },
});
const root = fileURLToPath(new URL("../", import.meta.url));
const manifest = JSON.parse(await readFile(path.join(root, "web/dist/pages.json"), "utf8")) as {
  pages: { path: string; noindex?: boolean }[];
};
const base = values.base.replace(/\/$/, "");
// The listed pages, and the public pages the sitemap leaves out or names from data.
const products = (await (await fetch(`${base}/api/products`)).json()) as { data: { id: string }[] };
const paths = [
  ...manifest.pages.filter((p) => !p.noindex).map((p) => p.path),
  `/blog/${seedPosts[0]?.slug ?? ""}`,
  `/shop/${products.data[0]?.id ?? ""}`,
  "/search?q=tee",
  "/checkout",
  "/team/eagles-12u-2027",
];
const weights = await measurePageWeights(base, paths);
const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log(`${"page".padEnd(34)}     JS    CSS   HTML  total`);
for (const w of weights)
  console.log(`${w.path.padEnd(34)}${kb(w.js)}${kb(w.css)}${kb(w.html)}${kb(w.total)}`);
if (values.json) {
  const { writeFile } = await import("node:fs/promises");
  await writeFile(values.json, JSON.stringify(weights, null, 2));
}
