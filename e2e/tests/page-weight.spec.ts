import { brotliCompressSync, constants } from "node:zlib";
import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicAddresses, publicRoutes } from "./public-pages";
import { apiProducts } from "./shop-helpers";

/** Script per public page on the wire, first visit, until the network is idle (issue 24). */
const BUDGET_BYTES = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A script's size as brotli sends it: the bytes on the wire when the server sent brotli, else its
 * body compressed here as the build compresses its files (web/build/precompress.ts), so the
 * budget means the same whatever the browser asked for.
 */
async function brotliBytes(request: Request): Promise<number> {
  const response = await request.response();
  if (!response) return 0;
  if (response.headers()["content-encoding"] === "br") return (await request.sizes()).responseBodySize;
  const body = await response.body();
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

test("every public page's script stays within 150 KB on the wire (brotli, first visit)", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const product = (await apiProducts(request)).find((p) => p.in_stock !== false && p.sizes.length > 1);
  if (!product) throw new Error("the seed needs a product in stock with sizes");
  const table = publicAddresses(product.id);
  const routes = publicRoutes();
  expect(
    routes.filter((route) => !(route in table)),
    "public routes without an address here",
  ).toEqual([]);

  const over: string[] = [];
  const lines: string[] = [];
  for (const route of routes) {
    const address = table[route] as string;
    // A new context is a first visit: nothing cached, nothing stored.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on("requestfinished", (finished) => {
      if (finished.resourceType() === "script") scripts.push(finished);
    });
    await page.goto(address, { waitUntil: "networkidle" });
    const chunks = await Promise.all(
      scripts.map(async (script) => ({
        name: new URL(script.url()).pathname,
        bytes: await brotliBytes(script),
      })),
    );
    await context.close();
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    lines.push(`${address.padEnd(30)} ${kb(total).padStart(9)}  ${chunks.length} scripts`);
    if (total > BUDGET_BYTES) {
      const biggest = chunks
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map((chunk) => `${chunk.name} ${kb(chunk.bytes)}`);
      over.push(
        `${address}: ${kb(total)} of script (over ${kb(BUDGET_BYTES)}), biggest: ${biggest.join(", ")}`,
      );
    }
  }
  await testInfo.attach("script per page", { body: lines.join("\n"), contentType: "text/plain" });
  console.log(`Script per public page (brotli, first visit):\n${lines.join("\n")}`);
  expect(over, `pages over the ${kb(BUDGET_BYTES)} script budget`).toEqual([]);
});
