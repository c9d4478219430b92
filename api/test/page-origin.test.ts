import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

// Issue 20: behind a proxy (TRUST_PROXY) a page was kept under X-Forwarded-Host but its canonical,
// og:url and og:image links were built from Host, so `Host: evil.example` on one request put
// evil.example links into every later visitor's page until the next write.

const SHELL = `<!doctype html><html lang="en"><head><title>Clanton Sports Apparel</title></head>
<body><div id="root"></div></body></html>`;
const PAGES = {
  kinds: PAGE_KINDS,
  pages: [{ path: "/shop", title: "Shop All Products", description: "Everything we sell." }],
  notFound: { title: "Page not found", description: "We couldn't find it." },
  redirects: [],
};

/** A GET with exactly these headers (fetch would put its own Host back). */
function get(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks).toString()));
    });
    req.on("error", reject);
    req.end();
  });
}

const linksOf = (html: string) =>
  [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((match) => new URL(match[1] ?? "").origin);

async function serverWithPages(trustProxy: boolean) {
  const server = await startTestServer({ trustProxy });
  await writeFile(path.join(server.webDistDir, "index.html"), SHELL);
  await writeFile(path.join(server.webDistDir, "pages.json"), JSON.stringify(PAGES));
  return server;
}

describe(`page links come from the origin the page is kept under (${testDatabaseEngine})`, () => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await serverWithPages(true);
    direct = await serverWithPages(false);
  });
  afterAll(async () => {
    await proxied?.stop();
    await direct?.stop();
  });

  it("behind a proxy, a mismatched Host never reaches the next visitor's canonical, og:url or og:image", async () => {
    const viaProxy = { host: "app-1:3000", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" };
    const attack = await get(`${proxied.url}/shop?x=1`, { ...viaProxy, host: "evil.example" });
    expect(attack).not.toContain("evil.example");
    expect(linksOf(attack).length).toBeGreaterThanOrEqual(3);
    expect(new Set(linksOf(attack))).toEqual(new Set(["https://shop.example"]));

    const nextVisitor = await get(`${proxied.url}/shop?x=1`, viaProxy);
    expect(nextVisitor).toContain('<link rel="canonical" href="https://shop.example/shop" />');
    expect(nextVisitor).not.toContain("evil.example");
    expect(new Set(linksOf(nextVisitor))).toEqual(new Set(["https://shop.example"]));
  });

  it("without TRUST_PROXY, a forwarded host or scheme is neither believed nor cached for others", async () => {
    const forged = await get(`${direct.url}/shop?y=1`, {
      host: "shop.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forged).not.toContain("evil.example");
    expect(forged).toContain('<link rel="canonical" href="http://shop.example/shop" />');
    const honest = await get(`${direct.url}/shop?y=1`, { host: "shop.example" });
    expect(honest).toContain('<link rel="canonical" href="http://shop.example/shop" />');
  });

  it("builds the sitemap and robots.txt on the same origin", async () => {
    const viaProxy = {
      host: "evil.example",
      "x-forwarded-host": "shop.example",
      "x-forwarded-proto": "https",
    };
    expect(await get(`${proxied.url}/robots.txt`, viaProxy)).toContain("https://shop.example/sitemap.xml");
    const sitemap = await get(`${proxied.url}/sitemap.xml`, viaProxy);
    expect(sitemap).toContain("<loc>https://shop.example/shop</loc>");
    expect(sitemap).not.toContain("evil.example");
  });
});
