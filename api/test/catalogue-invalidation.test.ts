import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { openDatabase } from "@store/db";
import { insertBlogPost, seedDatabase } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../src/app";
import { createLogger } from "../src/logger";
import { VERSION_POLL_MS } from "../src/read-model/catalogue-versions";
import { rawGet, trpcGet } from "./catalogue-fixtures";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Product {
  id: string;
  name: string;
  in_stock: boolean;
  category: string;
}
interface ContentItem {
  id: string;
  content_key: string;
  content_value: string | null;
}

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  await seedDatabase(server.database.db);
  admin = await signedInHeaders(server, "admin");
});
afterAll(() => server?.stop());

const restProducts = async (base = server.url) =>
  ((await rawGet(`${base}/api/products`)).json as { data: Product[] }).data;
const trpcProducts = async (base = server.url) =>
  ((await rawGet(`${base}${trpcGet("products.list")}`)).json as { result: { data: Product[] } }).result.data;
const restProduct = async (id: string) => rawGet(`${server.url}/api/products/${id}`);
const homeContent = async () =>
  ((await rawGet(`${server.url}/api/website-content?page_name=home`)).json as { data: ContentItem[] }).data;
const trpcHomeContent = async () =>
  (
    (await rawGet(`${server.url}${trpcGet("content.list", { page_name: "home" })}`)).json as {
      result: { data: ContentItem[] };
    }
  ).result.data;

const newProduct = (name: string) => ({
  name,
  description: "Fresh from the test.",
  price: 12.5,
  image_url: null,
  category: "hoodies",
});

describe(`public reads after each kind of write, same process (${testDatabaseEngine})`, () => {
  it("shows a created product on the very next read, REST and tRPC, whole list and category", async () => {
    const before = await restProducts();
    await trpcProducts();
    await rawGet(`${server.url}/api/products?category=hoodies`);
    const created = await send(server, "POST", "/api/products", newProduct("Aardvark Hoodie"), admin);
    expect(created.status).toBe(201);
    const after = await restProducts();
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((p) => p.name)).toContain("Aardvark Hoodie");
    expect((await trpcProducts()).map((p) => p.name)).toContain("Aardvark Hoodie");
    const hoodies = (await rawGet(`${server.url}/api/products?category=hoodies`)).json as { data: Product[] };
    expect(hoodies.data.map((p) => p.name)).toContain("Aardvark Hoodie");
  });

  it("shows an update, a stock change and a delete on the very next read, list and product page", async () => {
    const product = (await restProducts()).find((p) => p.name === "Aardvark Hoodie");
    if (!product) throw new Error("the created product is missing");
    const page = await restProduct(product.id);
    const etag = String(page.headers.etag);

    const renamed = await send(
      server,
      "PUT",
      `/api/products/${product.id}`,
      newProduct("Aardvark Hoodie II"),
      admin,
    );
    expect(renamed.status).toBe(200);
    const reread = await restProduct(product.id);
    expect((reread.json as { data: Product }).data.name).toBe("Aardvark Hoodie II");
    // The old validator no longer matches: a browser holding it gets the new body.
    expect((await rawGet(`${server.url}/api/products/${product.id}`, { "if-none-match": etag })).status).toBe(
      200,
    );
    expect((await trpcProducts()).find((p) => p.id === product.id)?.name).toBe("Aardvark Hoodie II");

    // Stock through tRPC this time, as the admin portal sends it.
    const stock = await fetch(`${server.url}/trpc/products.update`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ id: product.id, ...newProduct("Aardvark Hoodie II"), in_stock: false }),
    });
    expect(stock.status).toBe(200);
    expect((await restProducts()).find((p) => p.id === product.id)?.in_stock).toBe(false);
    const byId = (await rawGet(`${server.url}${trpcGet("products.byId", { id: product.id })}`)).json as {
      result: { data: Product };
    };
    expect(byId.result.data.in_stock).toBe(false);

    expect((await send(server, "DELETE", `/api/products/${product.id}`, undefined, admin)).status).toBe(200);
    expect((await restProducts()).some((p) => p.id === product.id)).toBe(false);
    expect((await restProduct(product.id)).status).toBe(404);
  });

  it("shows website content added, edited and deleted on the very next read, REST and tRPC", async () => {
    await homeContent();
    await trpcHomeContent();
    const added = await send(
      server,
      "POST",
      "/api/website-content",
      {
        page_name: "home",
        section_name: "hero",
        content_key: "cache_probe",
        content_value: "first",
        content_type: "text",
      },
      admin,
    );
    expect(added.status).toBe(201);
    const id = (added.body as { data: ContentItem }).data.id;
    expect((await homeContent()).find((i) => i.id === id)?.content_value).toBe("first");
    expect((await trpcHomeContent()).find((i) => i.id === id)?.content_value).toBe("first");

    const edited = await send(
      server,
      "PUT",
      `/api/website-content/${id}`,
      {
        page_name: "home",
        section_name: "hero",
        content_key: "cache_probe",
        content_value: "second",
        content_type: "text",
      },
      admin,
    );
    expect(edited.status).toBe(200);
    expect((await homeContent()).find((i) => i.id === id)?.content_value).toBe("second");
    expect((await trpcHomeContent()).find((i) => i.id === id)?.content_value).toBe("second");

    expect((await send(server, "DELETE", `/api/website-content/${id}`, undefined, admin)).status).toBe(200);
    expect((await homeContent()).some((i) => i.id === id)).toBe(false);
    expect((await trpcHomeContent()).some((i) => i.id === id)).toBe(false);
  });

  it("shows a blog post written straight to the database (there is no blog write API) promptly", async () => {
    const list = async () =>
      ((await rawGet(`${server.url}/api/blog-posts`)).json as { data: { slug: string }[] }).data;
    const missing = await rawGet(`${server.url}/api/blog-posts/cache-probe-post`);
    expect(missing.status).toBe(404);
    const before = await list();
    await insertBlogPost(server.database.db, { slug: "cache-probe-post", title: "Cache probe" });
    // Another connection's write arrives by NOTIFY: immediate on PGlite, milliseconds on PostgreSQL.
    await vi.waitFor(async () => expect(await list()).toHaveLength(before.length + 1), { timeout: 2000 });
    expect((await rawGet(`${server.url}/api/blog-posts/cache-probe-post`)).status).toBe(200);
    const viaTrpc = (
      await rawGet(`${server.url}${trpcGet("content.blogPost", { slug: "cache-probe-post" })}`)
    ).json as { result: { data: { title: string } } };
    expect(viaTrpc.result.data.title).toBe("Cache probe");
  });

  it("does not keep an answer that failed to load: the next read after the database recovers is right", async () => {
    const { db } = server.database;
    const path = "/api/products?category=equipment";
    const trpcPath = trpcGet("products.list", { category: "equipment" });
    const expected = (await restProducts()).filter((p) => p.category === "equipment");
    // Read first while the table is away (a change no trigger reports): the fill fails.
    await db.execute(sql`alter table products rename to products_away`);
    try {
      const failed = await rawGet(`${server.url}${path}`);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.headers["cache-control"]).toBe("no-store");
      expect((await rawGet(`${server.url}${trpcPath}`)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await db.execute(sql`alter table products_away rename to products`);
    }
    const recovered = await rawGet(`${server.url}${path}`);
    expect(recovered.status).toBe(200);
    expect((recovered.json as { data: Product[] }).data).toEqual(expected);
    const viaTrpc = (await rawGet(`${server.url}${trpcPath}`)).json as { result: { data: Product[] } };
    expect(viaTrpc.result.data).toEqual(expected);
  });

  it("gives readers arriving together after a write one and the same fresh answer", async () => {
    await send(server, "POST", "/api/products", newProduct("Zebra Hoodie"), admin);
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawGet(`${server.url}/api/products`)));
    const etags = new Set(answers.map((a) => a.headers.etag));
    expect(etags.size).toBe(1);
    for (const a of answers)
      expect((a.json as { data: Product[] }).data.map((p) => p.name)).toContain("Zebra Hoodie");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two processes on one PostgreSQL database", () => {
  let other: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    const url = (server.database as { url?: string }).url;
    if (!url) throw new Error("createTestDatabase gave no url on PostgreSQL");
    const database = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
    const app = createApp({
      db: database.db,
      logger: createLogger("silent"),
      config: { uploadsDir: server.uploadsDir, webDistDir: server.webDistDir },
      changes: database,
    });
    const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => http.once("listening", () => resolve()));
    other = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      async stop() {
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await database.close();
      },
    };
  });
  afterAll(() => other?.stop());

  it("shows a write made through one app on the other's next reads within a moment (NOTIFY)", async () => {
    const before = await restProducts(other.url);
    await trpcProducts(other.url);
    const created = await send(server, "POST", "/api/products", newProduct("Two-process Hoodie"), admin);
    expect(created.status).toBe(201);
    const started = performance.now();
    await vi.waitFor(
      async () => expect((await restProducts(other.url)).map((p) => p.name)).toContain("Two-process Hoodie"),
      { timeout: 1000, interval: 10 },
    );
    // Well inside the poll's period: the notification did it.
    expect(performance.now() - started).toBeLessThan(VERSION_POLL_MS);
    expect(await restProducts(other.url)).toHaveLength(before.length + 1);
    expect((await trpcProducts(other.url)).map((p) => p.name)).toContain("Two-process Hoodie");
  });

  it("catches up within the poll period when a notification is lost", async () => {
    const { db } = server.database;
    await restProducts(other.url);
    // A change made with the trigger off and the version bumped by hand: no NOTIFY is sent.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table products disable trigger products_catalogue_changed`);
      await tx.execute(sql`update products set name = 'Silently renamed' where name = 'Two-process Hoodie'`);
      await tx.execute(sql`update catalogue_versions set version = version + 1 where topic = 'products'`);
      await tx.execute(sql`alter table products enable trigger products_catalogue_changed`);
    });
    await vi.waitFor(
      async () => expect((await restProducts(other.url)).map((p) => p.name)).toContain("Silently renamed"),
      { timeout: VERSION_POLL_MS * 2 + 1000, interval: 50 },
    );
  });
});
