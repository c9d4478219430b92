import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { insertContent, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInHeaders, type TestServer } from "./helpers";
import { pageShowing, raw, startWebPagesServer, THEME_SCRIPT } from "./web-pages-fixture";

describe(`the web app's pages: what a page carries and keeps (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWebPagesServer();
  });
  afterAll(() => server?.stop());

  it("inlines the theme script and allows exactly it by hash, never any other inline script", async () => {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(html).not.toContain('src="/theme-init.js"');
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'`));
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
  });

  it("asks for the home page's first hero picture with the HTML, from the website content", async () => {
    let html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/hero/slide-1-2.svg" fetchpriority="high" />',
    );
    await insertContent(server.database.db, {
      pageName: "home",
      sectionName: "hero",
      contentKey: "slide_1_image_2",
      contentValue: "/uploads/images/new-hero.png",
      contentType: "image",
    });
    html = await pageShowing(`${server.url}/`, 'href="/uploads/images/new-hero.png"');
    expect(html).toContain('href="/uploads/images/new-hero.png"');
    expect(await (await fetch(`${server.url}/about`)).text()).not.toContain('rel="preload" as="image"');
  });

  it("gives a product page the product's name and description, and the product with the page", async () => {
    const product = await insertProduct(server.database.db, {
      name: "Pennant <Hoodie>",
      description: "Fleece & warm.",
      price: 42,
      category: "hoodies",
      imageUrl: "/images/products/pennant.svg",
    });
    const res = await fetch(`${server.url}/shop/${product.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Pennant &lt;Hoodie&gt; | Clanton Sports Apparel</title>");
    expect(html).toContain('content="Fleece &amp; warm."');
    expect(html).toContain('<link rel="preload" as="image" href="/images/products/pennant.svg"');
    const block = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    const [query] = JSON.parse(block) as { procedure: string; input: unknown; data: { sizes: string[] } }[];
    expect(query).toMatchObject({ procedure: "products.byId", input: { id: product.id } });
    expect(query?.data.sizes).toContain("Adult M");
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/shop/${product.id}</loc>`);
  });

  it("keeps a public page in memory with a validator, and shows a product's change on the next visit", async () => {
    const product = await insertProduct(server.database.db, {
      name: "Cached Cap",
      description: "A cap.",
      price: 15,
      category: "accessories",
    });
    const url = `${server.url}/shop/${product.id}`;
    const first = await raw(url, { "accept-encoding": "br" });
    const again = await raw(url, { "accept-encoding": "br" });
    expect(again.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(first.body).toString()).toContain(
      "<title>Cached Cap | Clanton Sports Apparel</title>",
    );
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await raw(url, { "accept-encoding": "br", "if-none-match": etag })).status).toBe(304);

    const renamed = await fetch(`${server.url}/trpc/products.update`, {
      method: "POST",
      headers: { ...(await signedInHeaders(server, "admin")), "content-type": "application/json" },
      body: JSON.stringify({ id: product.id, name: "Renamed Cap", price: 15, category: "accessories" }),
    });
    expect(renamed.status, await renamed.text()).toBe(200);
    const html = await (await fetch(url)).text();
    expect(html).toContain("<title>Renamed Cap | Clanton Sports Apparel</title>");
    expect((await raw(url, { "accept-encoding": "br", "if-none-match": etag })).status).toBe(200);
  });

  it("never lets one caller's Host header into another caller's page", async () => {
    const spoofed = await raw(`${server.url}/about`, { host: "evil.example" });
    expect(spoofed.body.toString()).toContain('href="http://evil.example/about"');
    const honest = await (await fetch(`${server.url}/about`)).text();
    expect(honest).toContain(`<link rel="canonical" href="${server.url}/about" />`);
    expect(honest).not.toContain("evil.example");
  });

  it("keeps personal and staff pages out of the page cache", async () => {
    const pages = [
      `/orders/${"b".repeat(43)}`,
      `/review/${"c".repeat(43)}`,
      "/admin",
      "/checkout",
      "/account",
    ];
    for (const page of pages) {
      const res = await raw(`${server.url}${page}`);
      expect(res.headers.etag, page).toBeUndefined();
      // The cart's checkout is the same page for everyone; the others are someone's own.
      expect(res.headers["cache-control"], page).toBe(
        page === "/checkout" ? "no-cache" : "private, no-store",
      );
    }
  });

  it("sends the shop's products with the page and asks for the first pictures early", async () => {
    await insertProduct(server.database.db, {
      name: "Aardvark </script><script>alert(1)</script> Tee",
      price: 10,
      imageUrl: "/images/products/aardvark.svg",
    });
    const html = await pageShowing(`${server.url}/shop`, "/images/products/aardvark.svg");
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/products/aardvark.svg" fetchpriority="high" />',
    );
    const block = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    // The name's markup stays inside the JSON: "<" is escaped, so nothing closes the element early.
    expect(block).not.toContain("<");
    const [query] = JSON.parse(block) as {
      procedure: string;
      data: { items: { name: string }[]; total: number; nextCursor: number | null };
    }[];
    expect(query?.procedure).toBe("products.browse");
    expect(query?.data.items[0]?.name).toBe("Aardvark </script><script>alert(1)</script> Tee");
    // Only the first batch travels with the page, however big the catalogue.
    expect(query?.data.items.length).toBeLessThanOrEqual(48);
    expect(query?.data.total).toBeGreaterThan(0);
    // Pages without a first call of their own carry nothing.
    expect(await (await fetch(`${server.url}/about`)).text()).not.toContain("initial-data");
  });
});
