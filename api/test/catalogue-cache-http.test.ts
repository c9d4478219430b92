import { productCategories } from "@store/db/catalogue";
import { seedDatabase, seedPosts } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL, rawGet, trpcBatchGet, trpcGet } from "./catalogue-fixtures";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

let server: TestServer;
let admin: Record<string, string>;
let customer: Record<string, string>;
let productId: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDatabase(server.database.db);
  admin = await signedInHeaders(server, "admin");
  customer = await signedInHeaders(server, "customer");
  const list = await rawGet(`${server.url}/api/products`);
  productId = (list.json as { data: { id: string }[] }).data[0]?.id ?? "";
});
afterAll(() => server?.stop());

const publicReads = () => [
  "/api/products",
  "/api/products?category=hoodies",
  `/api/products/${productId}`,
  "/api/website-content?page_name=home",
  "/api/blog-posts",
  `/api/blog-posts/${seedPosts[0]?.slug}`,
  trpcGet("products.list"),
  trpcGet("products.byId", { id: productId }),
  trpcGet("content.list", { page_name: "home" }),
  trpcGet("content.blogPosts", { limit: 3 }),
  trpcBatchGet([
    ["products.list", { category: "hoodies" }],
    ["content.list", { page_name: "home" }],
  ]),
];

describe(`public catalogue reads: validators and caching headers (${testDatabaseEngine})`, () => {
  it("gives each public read a strong ETag and answers If-None-Match with an empty 304", async () => {
    for (const path of publicReads()) {
      const first = await rawGet(`${server.url}${path}`);
      expect(first.status, path).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^"[^"]+"$/);
      expect(first.headers["cache-control"], path).toBe(PUBLIC_CACHE_CONTROL);

      const again = await rawGet(`${server.url}${path}`, { "if-none-match": etag });
      expect(again.status, path).toBe(304);
      expect(again.raw.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(etag);
      expect(again.headers["cache-control"], path).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it("sends the same security headers on a cached answer as on the first", async () => {
    const path = `/api/products?category=accessories`;
    const first = await rawGet(`${server.url}${path}`);
    const hit = await rawGet(`${server.url}${path}`);
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
    ]) {
      expect(first.headers[name], name).toBeTruthy();
      expect(hit.headers[name], name).toBe(first.headers[name]);
    }
    expect(hit.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 200 with the body when If-None-Match names an older version", async () => {
    const res = await rawGet(`${server.url}/api/products`, { "if-none-match": '"not-this-one"' });
    expect(res.status).toBe(200);
    expect((res.json as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it("compresses as the client accepts (br, gzip, none), the same JSON every way", async () => {
    for (const path of ["/api/products", trpcGet("products.list")]) {
      const br = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip, deflate, br" });
      const gzip = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip" });
      const plain = await rawGet(`${server.url}${path}`, { "accept-encoding": "identity" });
      const refusedBr = await rawGet(`${server.url}${path}`, { "accept-encoding": "br;q=0, gzip" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(refusedBr.headers["content-encoding"]).toBe("gzip");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      for (const res of [br, gzip, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(gzip.json).toEqual(plain.json);
      expect(br.json).toEqual(plain.json);
      expect(Number(br.headers["content-length"])).toBe(br.raw.length);
      // Each representation has its own validator; any of them revalidates.
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
      const revalidated = await rawGet(`${server.url}${path}`, {
        "accept-encoding": "br",
        "if-none-match": String(br.headers.etag),
      });
      expect(revalidated.status).toBe(304);
    }
  });

  it("gives a signed-in admin the same public answer as anyone", async () => {
    const anonymous = await rawGet(`${server.url}/api/products`);
    const asAdmin = await rawGet(`${server.url}/api/products`, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json).toEqual(anonymous.json);
    expect(asAdmin.headers["set-cookie"]).toBeUndefined();
  });

  it("keeps no-store on personal and admin answers, also right after public reads of the same data", async () => {
    await rawGet(`${server.url}/api/products`);
    const privateReads: [string, Record<string, string>][] = [
      ["/api/products/admin", admin],
      ["/api/products/stats", admin],
      ["/api/website-content/stats", admin],
      ["/api/orders", admin],
      ["/api/auth/me", customer],
      ["/api/order-tracking/not-a-real-token", {}],
      [trpcGet("products.adminList", {}), admin],
      [
        trpcBatchGet([
          ["products.list", {}],
          ["products.stats", undefined],
        ]),
        admin,
      ],
    ];
    for (const [path, headers] of privateReads) {
      const res = await rawGet(`${server.url}${path}`, headers);
      expect(res.headers["cache-control"], path).toBe("no-store");
      expect(res.headers.etag, path).toBeUndefined();
    }
    // Asked without a session, the admin list is refused, not served from anything public.
    expect((await rawGet(`${server.url}/api/products/admin`)).status).toBe(401);
    expect((await rawGet(`${server.url}${trpcGet("products.adminList", {})}`)).status).toBe(401);
  });

  it("does not cache a refusal: an unknown product is 404 with no-store every time", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(`${server.url}/api/products/00000000-0000-4000-8000-000000000000`);
      expect(res.status).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe(`GET /api/products?category= (${testDatabaseEngine})`, () => {
  it("lists only that category, in the spec's spellings too", async () => {
    const all = (await rawGet(`${server.url}/api/products`)).json as { data: { category: string }[] };
    const hoodies = (await rawGet(`${server.url}/api/products?category=hoodies`)).json as {
      data: { category: string }[];
    };
    expect(hoodies.data.length).toBeGreaterThan(0);
    expect(hoodies.data.length).toBeLessThan(all.data.length);
    expect(new Set(hoodies.data.map((p) => p.category))).toEqual(new Set(["hoodies"]));
    expect(hoodies.data).toEqual(all.data.filter((p) => p.category === "hoodies"));
    const spelled = (await rawGet(`${server.url}/api/products?category=Hoodies`)).json;
    expect(spelled).toEqual(hoodies);
  });

  it("refuses an unknown category with 400 naming the valid ones", async () => {
    const res = await rawGet(`${server.url}/api/products?category=kites`);
    expect(res.status).toBe(400);
    const error = (res.json as { error: string }).error;
    for (const category of productCategories) expect(error).toContain(category);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe(`public catalogue reads with a credential (${testDatabaseEngine})`, () => {
  it("checks an API key even when the public answer is in memory: an unknown key is a 401, a valid one reads", async () => {
    for (const path of publicReads()) {
      expect((await rawGet(`${server.url}${path}`)).status, path).toBe(200); // now in memory
      const refused = await rawGet(`${server.url}${path}`, { authorization: "Bearer csk_not-a-real-key" });
      expect(refused.status, path).toBe(401);
    }
    const created = await fetch(`${server.url}/api/api-keys`, {
      method: "POST",
      headers: { ...admin, "content-type": "application/json" },
      body: JSON.stringify({ name: "Catalogue reader" }),
    });
    const { data } = (await created.json()) as { data: { key: string } };
    const read = await rawGet(`${server.url}/api/products`, { authorization: `Bearer ${data.key}` });
    expect(read.status).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
  });
});
