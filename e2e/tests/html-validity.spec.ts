import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formatHtmlErrors, serverHtml, validateHtml } from "./html-validity";

// The HTML the server sends for every public page is valid HTML by the Nu HTML Checker (issue 36).
// The addresses come from the build's page manifest (every page the web app lists, noindex ones too)
// and the sitemap (the products and blog posts the database holds), so a new page is checked without
// touching this file. A personal page (a team store, an order's link) is checked the same way: make
// it in a test, fetch its HTML and pass it to validateHtml with the others.

const webDist =
  process.env.WEB_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** Every page the build's manifest lists (web/src/data/page-meta.ts, built to web/dist/pages.json). */
async function manifestPaths(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(webDist, "pages.json"), "utf8")) as {
    pages: { path: string }[];
  };
  return manifest.pages.map((page) => page.path);
}

/** Every address of the sitemap: the manifest's indexable pages, the products and the blog posts. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1] ?? "/");
    return url.pathname + url.search;
  });
}

test("every public page's server HTML is valid HTML (Nu HTML Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const addresses = [...new Set([...(await manifestPaths()), ...(await sitemapPaths(request))])];
  // The database's pages must be in: a sitemap that lost them would leave this check half done.
  expect(
    addresses.some((a) => /^\/shop\/[0-9a-f-]{36}$/.test(a)),
    "a product page",
  ).toBe(true);
  expect(
    addresses.some((a) => /^\/blog\/[a-z0-9-]+$/.test(a)),
    "a blog post",
  ).toBe(true);
  const pages = [
    ...(await serverHtml(request, addresses)),
    // Drawn states the addresses above do not show: results, lists with nothing to show, and the
    // quote form as a package card's button opens it (its package cards drawn).
    ...(await serverHtml(request, [
      "/search?q=tee",
      "/shop?q=zzqx",
      "/stock-designs?q=zzqx",
      "/blog?q=zzqx",
      "/team-packages/quote?sport=baseball&package=Pro",
    ])),
    // The REST reference, drawn by the api (api/src/openapi).
    ...(await serverHtml(request, ["/api/docs"])),
    // The not-found page, for an address nobody has and for a product that does not exist.
    ...(await serverHtml(request, ["/no-such-page", "/shop/00000000-0000-4000-8000-000000000000"], 404)),
  ];

  const errors = await validateHtml(pages);

  console.log(`Nu HTML Checker: ${errors.length} errors on ${pages.length} pages`);
  expect(errors.length, `HTML errors:\n${formatHtmlErrors(errors)}`).toBe(0);
});
