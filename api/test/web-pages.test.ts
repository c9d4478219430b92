import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { insertBlogPost, insertContent, insertProduct, insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Generic description." />
    <title>Clanton Sports Apparel</title>
    <script src="/theme-init.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest = {
  kinds: PAGE_KINDS,
  pages: [
    { path: "/", title: "Clanton Sports Apparel: Team Uniforms", description: "Home & more." },
    { path: "/about", title: "About Us", description: 'Our "story" since 2013.' },
    { path: "/shop", title: "Shop All Products", description: "Everything we sell." },
    { path: "/team-packages/soccer", title: "Soccer Team Packages", description: "Soccer packages." },
    { path: "/search", title: "Search", description: "Search the store.", noindex: true },
  ],
  notFound: { title: "Page not found", description: "We couldn't find it." },
  redirects: [{ prefix: "/stock-designs/", to: "/stock-designs" }],
};

const appJs = `console.log(${JSON.stringify("x".repeat(4000))});`;

/** The fetch API decodes bodies by itself; these tests read the raw bytes through node's http. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const { request } = await import("node:http");
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The page once it shows `text`. The factories write beside the app, not through it, so a page
 * kept from before hears of the write by the database's notification: within milliseconds
 * (decision 024), but not necessarily before the very next request.
 */
async function pageShowing(url: string, text: string): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await fetch(url)).text();
        return html.includes(text);
      },
      { timeout: 3000 },
    )
    .toBe(true);
  return html;
}

describe(`the web app's pages and files (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const dist = server.webDistDir;
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await mkdir(path.join(dist, "images"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), SHELL);
    await writeFile(path.join(dist, "theme-init.js"), `${THEME_SCRIPT}\n`);
    await writeFile(path.join(dist, "pages.json"), JSON.stringify(manifest));
    await writeFile(path.join(dist, "after-paint.js"), "{/* the after-paint loader */}\n");
    await writeFile(path.join(dist, "assets", "index-abc123.js"), appJs);
    await writeFile(path.join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(appJs));
    await writeFile(path.join(dist, "assets", "index-abc123.js.gz"), gzipSync(appJs));
    await writeFile(path.join(dist, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await insertBlogPost(server.database.db, {
      slug: "hydration-tips",
      title: "Hydration <Tips>",
      excerpt: "Drink early & often.",
      content: "Drink water before, during and after practice. ".repeat(40),
    });
  });
  afterAll(() => server?.stop());

  it("gives each public page its own title, description and canonical address", async () => {
    const res = await fetch(`${server.url}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>About Us | Clanton Sports Apparel</title>");
    expect(html).toContain('<meta name="description" content="Our &quot;story&quot; since 2013." />');
    expect(html).not.toContain("Generic description.");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/about" />`);
    expect(html).toContain('<meta property="og:title" content="About Us | Clanton Sports Apparel" />');
    expect(html).not.toContain("noindex");
  });

  it("answers an address the store does not have with 404 and the not-found page", async () => {
    for (const route of [
      "/no-such-page",
      "/team-packages/hockey",
      "/sizing-info/soccer",
      "/blog/no-such-post",
      "/shop/00000000-0000-4000-8000-000000000000",
      "/shop/not-an-id",
    ]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(404);
      const html = await res.text();
      expect(html, route).toContain("<title>Page not found | Clanton Sports Apparel</title>");
      expect(html, route).toContain('<meta name="robots" content="noindex" />');
      expect(html, route).toContain('<div id="root">');
    }
  });

  it("compresses the not-found page like any other page", async () => {
    // A 404 is not kept in the read model, so it left uncompressed (89 KB for a drawn one).
    for (const route of ["/no-such-page", "/shop/00000000-0000-4000-8000-000000000000"]) {
      const res = await raw(`${server.url}${route}`, { "accept-encoding": "gzip, br" });
      expect(res.status, route).toBe(404);
      expect(res.headers["content-encoding"], route).toBe("br");
      expect(brotliDecompressSync(res.body).toString(), route).toContain("Page not found");
    }
  });

  it("sends an unknown stock design to the list of designs", async () => {
    const res = await fetch(`${server.url}/stock-designs/design-99`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/stock-designs");
  });

  it("knows blog posts from the database, and escapes their words", async () => {
    const res = await fetch(`${server.url}/blog/hydration-tips`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The post page starts from the list of posts, sent with the page.
    expect(html).toMatch(/id="initial-data">\[\{"procedure":"content.blogPosts","input":\{\}/);
    expect(html).toContain("<title>Hydration &lt;Tips&gt; | Clanton Sports Apparel</title>");
    expect(html).toContain('content="Drink early &amp; often."');
  });

  it("keeps the admin portal and the search results out of search engines but serves them", async () => {
    for (const route of ["/admin/orders", "/search"]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<meta name="robots" content="noindex" />');
    }
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/search");
  });

  it("serves an order's private page with the order, kept by nobody, out of search engines, sending no Referer", async () => {
    const tee = await insertProduct(server.database.db, {
      name: "Link Hoodie",
      price: 42.5,
      category: "hoodies",
    });
    const placed = await send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Coach", email: "pat@example.com", phone: "(205) 555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: tee.id, size: "Adult M", quantity: 1 }],
    });
    expect(placed.status).toBe(201);
    const trackingPath = String((placed.body as { data: { tracking_path: string } }).data.tracking_path);
    const res = await fetch(`${server.url}${trackingPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await res.text();
    expect(html).toContain("<title>Your Order | Clanton Sports Apparel</title>");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<head>\n    <meta name="referrer" content="no-referrer" />');
    // The page starts from its order, read once by the server.
    expect(html).toContain('"procedure":"checkout.track"');
    expect(html).toContain("Link Hoodie");

    // A link that opens nothing is a real 404 page, just as private.
    const unknown = await fetch(`${server.url}/orders/${"a".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
    expect(await unknown.text()).toContain("<title>Page not found | Clanton Sports Apparel</title>");
  });

  it("serves the customer's account pages, and keeps them out of search engines", async () => {
    const id = "3f2b8c1e-0000-4000-8000-000000000001";
    for (const page of ["/account", "/account/sign-in", "/account/sign-in/link", `/account/orders/${id}`]) {
      const res = await fetch(`${server.url}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<meta name="robots" content="noindex" />');
    }
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/account");
  });

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

  it("sends the page compressed when the browser accepts it, and never caches it for long", async () => {
    const br = await raw(`${server.url}/about`, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("About Us");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const gz = await raw(`${server.url}/about`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("About Us");
    const plain = await raw(`${server.url}/about`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("About Us");
  });

  it("serves hashed files precompressed, cached for a year, and 304 when the browser has them", async () => {
    const br = await raw(`${server.url}/assets/index-abc123.js`, { "accept-encoding": "br;q=1, gzip;q=0.5" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toBe("Accept-Encoding");

    const noBrotli = await raw(`${server.url}/assets/index-abc123.js`, { "accept-encoding": "gzip, br;q=0" });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(noBrotli.body).toString()).toBe(appJs);

    const etag = String(br.headers.etag);
    const again = await raw(`${server.url}/assets/index-abc123.js`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("gives pictures a day of caching and a validator", async () => {
    const res = await fetch(`${server.url}/images/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age=86400");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(
      (await fetch(`${server.url}/images/logo.svg`, { headers: { "if-none-match": etag } })).status,
    ).toBe(304);
    expect((await fetch(`${server.url}/images/missing.svg`)).status).toBe(404);
    // The server's own inputs are not files to hand out.
    expect((await fetch(`${server.url}/pages.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/after-paint.js`)).status).toBe(404);
  });

  it("compresses API answers for browsers that accept it", async () => {
    const res = await raw(`${server.url}/api/blog-posts`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.body).toString()).data[0].slug).toBe("hydration-tips");
  });

  it("answers a team store's link with the store, never kept, never listed; a locked store says nothing of its team", async () => {
    const { store } = await insertTeamStore(server.database.db, {
      teamName: "Linked Hawks",
      sport: "softball",
    });
    const res = await raw(`${server.url}/team/${store.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body.toString();
    expect(html).toContain("<title>Linked Hawks Softball: team store, closes ");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    // The store's answer travels with the page: it starts from it.
    expect(html).toContain('"procedure":"teamStores.familyStore"');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/team/");

    const { store: locked } = await insertTeamStore(server.database.db, {
      teamName: "Secret Owls",
      accessCode: "OWLS-2027",
    });
    const lockedPage = await fetch(`${server.url}/team/${locked.slug}`);
    expect(lockedPage.status).toBe(200);
    const lockedHtml = await lockedPage.text();
    expect(lockedHtml).toContain("<title>Team Store | Clanton Sports Apparel</title>");
    expect(lockedHtml).not.toContain("Secret Owls");

    const { store: draft } = await insertTeamStore(server.database.db, { status: "draft" });
    for (const missing of [`/team/${draft.slug}`, "/team/no-such-store"]) {
      const answer = await fetch(`${server.url}${missing}`);
      expect(answer.status, missing).toBe(404);
      expect(await answer.text(), missing).toContain(
        "<title>Page not found | Clanton Sports Apparel</title>",
      );
    }
  });

  it("lists every public page and blog post in the sitemap", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    for (const p of ["/", "/about", "/team-packages/soccer", "/blog/hydration-tips"]) {
      expect(xml).toContain(`<loc>${server.url}${p}</loc>`);
    }
    expect(xml).not.toContain("/admin");
  });

  it("keeps crawlers out of the admin portal and points them to the sitemap", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
