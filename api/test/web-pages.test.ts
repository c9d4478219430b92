import { brotliDecompressSync } from "node:zlib";
import { insertProduct, insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHeaders } from "./account-helpers";
import { send, type TestServer } from "./helpers";
import { raw, startWebPagesServer } from "./web-pages-fixture";

describe(`the web app's pages: words, addresses and who may keep them (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWebPagesServer();
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

  it("keeps a public page in its visitor's browsing context group, and isolates the private ones", async () => {
    // A public page is the same for everyone; a swap of browsing context group doubled its first
    // task on a visit from a fresh tab (decision 096).
    for (const route of ["/", "/about", "/shop", "/search", "/no-such-page"]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.headers.get("cross-origin-opener-policy"), route).toBe("unsafe-none");
    }
    for (const route of ["/admin/orders", "/account"]) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("cross-origin-opener-policy"), route).toBe("same-origin");
    }
    // Not a page: the API keeps the default too.
    const api = await fetch(`${server.url}/api/products`);
    expect(api.headers.get("cross-origin-opener-policy")).toBe("same-origin");
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
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
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
    // The day only, as the link's preview shows it: "closes Fri Mar 6", not the hour.
    expect(html).toMatch(
      /<title>Linked Hawks Softball: team store, closes [A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} \| Clanton Sports Apparel<\/title>/,
    );
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

  it("tells a signed-out family's team store page that nobody is signed in, never a customer's details", async () => {
    const { store } = await insertTeamStore(server.database.db, { teamName: "Session Wrens" });
    const signedOut = await (await fetch(`${server.url}/team/${store.slug}`)).text();
    expect(signedOut).toContain('"procedure":"account.session","data":{"customer":null}');
    const customer = await accountHeaders(server);
    const signedIn = await (await fetch(`${server.url}/team/${store.slug}`, { headers: customer })).text();
    expect(signedIn).toContain('"procedure":"teamStores.familyStore"');
    expect(signedIn).not.toContain('"procedure":"account.session"');
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
