import { readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { products } from "@store/db";
import { insertBlogPost, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ogImages } from "../src/pages/og-image";
import { localStorage } from "../src/storage/local";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { PAGE_KINDS } from "./page-kinds";
import { data, item, jersey, mail, storeBody, storeCalls } from "./team-store-fixtures";

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Generic description." />
    <title>Clanton Sports Apparel</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const manifest = {
  kinds: PAGE_KINDS,
  pages: [
    { path: "/", title: "Clanton Sports Apparel: Team Uniforms", description: "Home." },
    { path: "/about", title: "About Us", description: "Our story." },
    { path: "/team-packages/baseball", title: "Baseball Team Packages", description: "Baseball." },
    { path: "/search", title: "Search", description: "Search the store.", noindex: true },
    {
      path: "/stock-designs/design-1",
      title: "Diamond Fury: Softball Stock Design",
      description: "Bold diagonal slash with flame accents.",
      preload: ["/images/designs/design-1.svg"],
    },
  ],
  notFound: { title: "Page not found", description: "We couldn't find it." },
};

const WEB_PUBLIC = path.resolve(import.meta.dirname, "../../web/public");
const MAX_CARD_BYTES = 300 * 1024;
// Mon Mar 2, 2026, 9:00 AM in Clanton; the store closes Fri Mar 6, 8:00 PM CST (Sat Mar 7 in UTC).
const NOW = new Date("2026-03-02T15:00:00Z");
const CLOSES = new Date("2026-03-07T02:00:00Z");

/** The og: and twitter: tags of a page, as [property, content] pairs. */
function previewTags(html: string): [string, string][] {
  return [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map(
    (m) => [m[1] ?? "", m[2] ?? ""],
  );
}
const tag = (html: string, name: string) => previewTags(html).find(([key]) => key === name)?.[1];
const unescapeHtml = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"');

/** A PNG's signature and the width and height its IHDR chunk declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function card(url: string) {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

/** Fetches the card a page names, checks it is a 1200×630 PNG under 300 KB, and saves it to look at. */
async function cardOfPage(server: TestServer, page: string, saveAs?: string) {
  const html = await (await fetch(`${server.url}${page}`)).text();
  const url = unescapeHtml(tag(html, "og:image") ?? "");
  expect(url.startsWith(`${server.url}/og/`), url).toBe(true);
  const { res, bytes } = await card(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  expect(bytes.length).toBeLessThan(MAX_CARD_BYTES);
  if (saveAs) await writeFile(`/tmp/og-${saveAs}.png`, bytes);
  return { html, url, bytes, res };
}

describe(`link-preview cards (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ mail });
    server.setClock(NOW);
    await mkdir(server.webDistDir, { recursive: true });
    await writeFile(path.join(server.webDistDir, "index.html"), SHELL);
    await writeFile(path.join(server.webDistDir, "pages.json"), JSON.stringify(manifest));
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("gives a product page its own PNG card, with its name, picture and size in the tags", async () => {
    const db = server.database.db;
    const hoodie = await insertProduct(db, {
      name: "Champion Powerblend Hoodie",
      price: 42,
      category: "hoodies",
      imageUrl: "/images/products/champion-powerblend-hoodie.svg",
    });
    const cap = await insertProduct(db, {
      name: "Richardson 112 Trucker Cap",
      price: 24.5,
      category: "accessories",
      imageUrl: "/images/products/richardson-112-trucker-cap.svg",
    });
    const first = await cardOfPage(server, `/shop/${hoodie.id}`, "product");
    expect(first.url).toMatch(new RegExp(`^${server.url}/og/product/${hoodie.id}\\.png\\?v=[\\w-]{12}$`));
    expect(tag(first.html, "og:image:type")).toBe("image/png");
    expect(tag(first.html, "og:image:width")).toBe("1200");
    expect(tag(first.html, "og:image:height")).toBe("630");
    expect(tag(first.html, "og:image:alt")).toBe(
      "Champion Powerblend Hoodie, $42.00, at Clanton Sports Apparel",
    );
    expect(tag(first.html, "twitter:card")).toBe("summary_large_image");
    expect(first.html).not.toContain("logo.svg");
    // Kept for ever at its version (a new name is a new address), revalidated by its ETag.
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"og-[\w-]{12}"$/);
    expect((await fetch(first.url, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect(first.res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");

    const second = await cardOfPage(server, `/shop/${cap.id}`, "product-2");
    expect(second.url).not.toBe(first.url);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  });

  it("names a new card when the product's name changes", async () => {
    const db = server.database.db;
    const tee = await insertProduct(db, {
      name: "Hometown Tee",
      imageUrl: "/images/products/port-co-core-cotton-tee.svg",
    });
    const before = await cardOfPage(server, `/shop/${tee.id}`);
    await db.update(products).set({ name: "Hometown Tee (Navy)" }).where(eq(products.id, tee.id));
    let after = before.url;
    await expect
      .poll(
        async () => {
          const html = await (await fetch(`${server.url}/shop/${tee.id}`)).text();
          after = unescapeHtml(tag(html, "og:image") ?? "");
          return after !== before.url;
        },
        { timeout: 3000 },
      )
      .toBe(true);
    const { res, bytes } = await card(after);
    expect(res.status).toBe(200);
    expect(bytes.equals(before.bytes)).toBe(false);
    // The old address still answers (a crawler's cached page), with the current card, not for ever.
    const old = await card(before.url);
    expect(old.res.status).toBe(200);
    expect(old.res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("gives a blog post, a stock design and a listed page their own cards", async () => {
    await insertBlogPost(server.database.db, {
      slug: "hydration-in-alabama-heat",
      title: "Staying Hydrated in Alabama Heat: A Practical Guide for Players and Parents",
      category: "nutrition",
      author: "Coach Dana",
      imageUrl: "/images/blog/hydration-in-alabama-heat.svg",
    });
    const post = await cardOfPage(server, "/blog/hydration-in-alabama-heat", "post");
    expect(post.url).toContain("/og/post/hydration-in-alabama-heat.png?v=");
    const design = await cardOfPage(server, "/stock-designs/design-1", "design");
    expect(design.url).toContain("/og/design/design-1.png?v=");
    expect(tag(design.html, "og:image:alt")).toBe(
      "Diamond Fury, a softball stock design from Clanton Sports Apparel",
    );
    const page = await cardOfPage(server, "/team-packages/baseball", "page");
    expect(page.url).toContain("/og/page/team-packages~baseball.png?v=");
    const home = await cardOfPage(server, "/", "store");
    expect(home.url).toContain("/og/page/store.png?v=");
    // A page kept out of search results gets the store's card, not one of its own.
    expect((await cardOfPage(server, "/search")).url).toBe(home.url);
  });

  it("previews an open team store with its name and closing day in the store's zone; a locked one shows nothing of it", async () => {
    const calls = storeCalls(server, admin);
    const product = await jersey(server.database.db, {
      imageUrl: "/images/products/custom-sublimated-team-jersey.svg",
    });
    const body = storeBody(NOW, {
      opens_at: new Date(NOW.getTime() - 60_000).toISOString(),
      closes_at: CLOSES.toISOString(),
    });
    const created = await calls.create({ ...body, items: [item(product.id)] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const store = data(created);
    expect(data(await calls.move(store.id, "schedule")).status).toBe("open");

    const team = await cardOfPage(server, `/team/${store.slug}`, "team");
    expect(team.url).toContain(`/og/team/${store.slug}.png?v=`);
    const words = "Clanton Eagles 12U Baseball: team store, closes Fri Mar 6";
    expect(tag(team.html, "og:image:alt")).toBe(words);
    expect(unescapeHtml(tag(team.html, "og:title") ?? "")).toBe(`${words} | Clanton Sports Apparel`);

    const locked = await calls.create({
      ...storeBody(NOW, {
        opens_at: new Date(NOW.getTime() - 60_000).toISOString(),
        closes_at: CLOSES.toISOString(),
        team_name: "Secret Hornets 10U",
        access_code: "HORNETS",
      }),
      items: [item(product.id)],
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);
    const hidden = data(locked);
    expect(data(await calls.move(hidden.id, "schedule")).status).toBe("open");
    const lockedPage = await cardOfPage(server, `/team/${hidden.slug}`);
    expect(lockedPage.url).toContain("/og/page/store.png?v=");
    expect(lockedPage.html).not.toContain("Hornets");
    expect((await fetch(`${server.url}/og/team/${hidden.slug}.png`)).status).toBe(404);
  });

  it("gives private links only the store's card, and never their token in a preview tag", async () => {
    const token = "PrivTok3n_abcdefghijklmnopqrstuvwxyz0123456789";
    const home = unescapeHtml(tag(await (await fetch(`${server.url}/`)).text(), "og:image") ?? "");
    for (const page of [
      `/orders/${token}`,
      `/review/${token}`,
      `/coach/${token}`,
      `/team/eagles-2027/order/${token}`,
      "/account",
      "/account/sign-in",
      "/admin/orders",
      "/no-such-page",
    ]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const tags = previewTags(html);
      expect(tags.length, page).toBeGreaterThan(5);
      expect(unescapeHtml(tag(html, "og:image") ?? ""), page).toBe(home);
      for (const [name, content] of tags) {
        if (name === "og:url") continue;
        expect(content, `${page} ${name}`).not.toContain(token);
      }
    }
    // og:url is the page's own address; it is the only tag that names it.
    const order = await (await fetch(`${server.url}/orders/${token}`)).text();
    expect(tag(order, "og:image")).not.toContain(token);
    expect(tag(order, "og:image:alt")).not.toContain(token);
  });

  it("answers 404 for an unknown kind or id", async () => {
    for (const address of [
      "/og/product/00000000-0000-4000-8000-000000000000.png",
      "/og/product/not-an-id.png",
      "/og/post/no-such-post.png",
      "/og/design/design-999.png",
      "/og/team/no-such-store.png",
      "/og/page/orders~abc.png",
      "/og/page/search.png",
      "/og/page/stock-designs~design-1.png",
      "/og/nothing/store.png",
      "/og/page/store.jpg",
      "/og/page/%E0%A4%A.png",
    ]) {
      const res = await fetch(`${server.url}${address}`);
      expect(res.status, address).toBe(404);
      expect(res.headers.get("content-type"), address).not.toBe("image/png");
    }
  });

  it("draws each card once and keeps it; every sample product's card stays under 300 KB", async () => {
    const db = server.database.db;
    const cards = ogImages({
      db,
      storage: localStorage(server.uploadsDir),
      webDistDir: server.webDistDir,
      now: () => NOW,
    });
    const pictures = readdirSync(path.join(WEB_PUBLIC, "images/products")).filter((f) => f.endsWith(".svg"));
    expect(pictures.length).toBeGreaterThan(20);
    let largest = 0;
    for (const file of pictures) {
      const product = await insertProduct(db, {
        name: file.replace(/\.svg$/, "").replace(/-/g, " "),
        imageUrl: `/images/products/${file}`,
      });
      const drawn = await cards.draw("product", product.id);
      expect(drawn, file).toBeDefined();
      if (!drawn) continue;
      expect(pngSize(drawn.png)).toEqual({ width: 1200, height: 630 });
      largest = Math.max(largest, drawn.png.length);
      const again = await cards.draw("product", product.id);
      expect(again?.png).toBe(drawn.png);
    }
    expect(largest).toBeLessThan(MAX_CARD_BYTES);
  });
});
