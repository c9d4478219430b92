import { images } from "@store/db";
import { insertProduct, seedDatabase } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUsage } from "../src/domains/images/image-list";
import { pickRelated } from "../src/domains/products/related-products";
import type { ProductDto } from "../src/domains/products/schemas";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

type Answer<T> = { data: T };
type Product = { id: string; name: string; category: string; gallery: string[]; in_stock: boolean | null };

const tee = {
  name: "Gallery Test Tee",
  price: 15,
  category: "t-shirts",
  image_url: "/images/products/port-co-core-cotton-tee.svg",
  gallery: ["/images/designs/design-1.svg", "https://example.com/back.png"],
};

describe(`a product's gallery and related products (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDatabase(server.database.db);
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("keeps the gallery's pictures in order on create, read (REST and tRPC) and replace", async () => {
    const created = await send(server, "POST", "/api/products", tee, admin);
    expect(created.status).toBe(201);
    const { id, gallery } = (created.body as Answer<Product>).data;
    expect(gallery).toEqual(tee.gallery);

    const rest = (await send(server, "GET", `/api/products/${id}`)).body as Answer<Product>;
    expect(rest.data.gallery).toEqual(tee.gallery);
    const input = encodeURIComponent(JSON.stringify({ id }));
    const trpc = (await (await fetch(`${server.url}/trpc/products.byId?input=${input}`)).json()) as {
      result: { data: Product };
    };
    expect(trpc.result.data.gallery).toEqual(tee.gallery);

    // PUT replaces every field: a gallery left out is emptied (decision 026).
    const { gallery: _left, ...withoutGallery } = tee;
    const replaced = await send(server, "PUT", `/api/products/${id}`, withoutGallery, admin);
    expect((replaced.body as Answer<Product>).data.gallery).toEqual([]);
  });

  it("refuses a gallery it could not show, saying what to fix", async () => {
    const cases: [unknown, RegExp][] = [
      [["javascript:alert(1)"], /must be a URL/],
      [[""], /cannot be empty/],
      [["/a.png", "/a.png"], /only once/],
      [Array.from({ length: 7 }, (_, i) => `/p${i}.png`), /at most 6/],
      ["/a.png", /list of picture addresses/],
    ];
    for (const [gallery, message] of cases) {
      const res = await send(server, "POST", "/api/products", { ...tee, gallery }, admin);
      expect(res.status, JSON.stringify(gallery)).toBe(400);
      const body = res.body as { error: string; fields?: Record<string, string> };
      expect(body.error, JSON.stringify(gallery)).toMatch(message);
      expect(Object.keys(body.fields ?? {}).some((k) => k.startsWith("gallery"))).toBe(true);
    }
  });

  it("seeds a few demo products with two or three pictures from the built-in artwork", async () => {
    const list = (await send(server, "GET", "/api/products")).body as Answer<Product[]>;
    const withGallery = list.data.filter((p) => p.gallery.length > 0);
    expect(withGallery.length).toBeGreaterThanOrEqual(3);
    for (const product of withGallery) {
      expect(product.gallery.length).toBeLessThanOrEqual(2);
      for (const url of product.gallery) expect(url).toMatch(/^\/images\/[a-z-]+\/[a-z0-9-]+\.svg$/);
    }
  });

  it("answers up to 4 others of the same category, in stock first (REST and tRPC)", async () => {
    const list = (await send(server, "GET", "/api/products")).body as Answer<Product[]>;
    const hoodie = list.data.find((p) => p.category === "hoodies");
    if (!hoodie) throw new Error("the seed has hoodies");
    const soldOut = { name: "AAA Sold Out Hoodie", price: 30, category: "hoodies", in_stock: false };
    expect((await send(server, "POST", "/api/products", soldOut, admin)).status).toBe(201);
    const res = await send(server, "GET", `/api/products/${hoodie.id}/related`);
    expect(res.status).toBe(200);
    const related = (res.body as Answer<Product[]>).data;
    expect(related.length).toBeGreaterThan(1);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.every((p) => p.category === "hoodies" && p.id !== hoodie.id)).toBe(true);
    // Sold out comes after every hoodie in stock, however early it sorts by name.
    expect(related.map((p) => p.name)).toContain("AAA Sold Out Hoodie");
    const stock = related.map((p) => p.in_stock !== false);
    expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    expect(stock[0]).toBe(true);
    const input = encodeURIComponent(JSON.stringify({ id: hoodie.id }));
    const trpc = (await (await fetch(`${server.url}/trpc/products.related?input=${input}`)).json()) as {
      result: { data: Product[] };
    };
    const rest = (await send(server, "GET", `/api/products/${hoodie.id}/related`)).body as Answer<Product[]>;
    expect(trpc.result.data).toEqual(rest.data);

    const missing = await send(server, "GET", "/api/products/00000000-0000-4000-8000-000000000000/related");
    expect(missing.status).toBe(404);
    expect((missing.body as { error: string }).error).toMatch(/product/i);
  });

  it("counts a gallery picture as a use of the image", async () => {
    // The image usage check (before a delete) finds products by their gallery too.
    await server.database.db.insert(images).values({
      name: "gallery-back.png",
      storageKey: "images/gallery-back.png",
      size: 10,
      type: "image/png",
    });
    const storage = { urlFor: (key: string) => `/uploads/${key}` } as Parameters<
      typeof imageUsage
    >[0]["storage"];
    await insertProduct(server.database.db, {
      name: "Gallery User",
      gallery: ["https://shop.example/uploads/images/gallery-back.png"],
    });
    const usage = await imageUsage({ db: server.database.db, storage, input: { name: "gallery-back.png" } });
    expect(usage.products.map((p) => p.name)).toEqual(["Gallery User"]);
  });
});

describe("pickRelated", () => {
  const product = (id: string, category: string, in_stock: boolean | null = true) =>
    ({ id, category, in_stock }) as ProductDto;

  it("keeps the given order, puts sold-out last, skips the product itself and other categories", () => {
    const byName = [
      product("a", "hoodies", false),
      product("b", "hoodies"),
      product("self", "hoodies"),
      product("c", "t-shirts"),
      product("d", "hoodies", null),
    ];
    expect(pickRelated(byName, product("self", "hoodies")).map((p) => p.id)).toEqual(["b", "d", "a"]);
    expect(pickRelated(byName, product("self", "hoodies"), 1).map((p) => p.id)).toEqual(["b"]);
  });
});
