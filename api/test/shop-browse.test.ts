import { products } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Batch {
  items: { id: string; name: string; price: number; category: string }[];
  total: number;
  counts: Record<string, number>;
  nextCursor: { name: string; price: number; id: string } | null;
}

describe(`products.browse: the shop a batch at a time (${testDatabaseEngine})`, () => {
  let server: TestServer;
  const browse = async (input: Record<string, unknown>) => {
    const res = await send(
      server,
      "GET",
      `/trpc/products.browse?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    return res as { status: number; body: { result: { data: Batch } } & { error?: { message: string } } };
  };
  const batch = async (input: Record<string, unknown>) => {
    const res = await browse(input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    // 60 tees (numbered, to check numeric order), plus a few others with accents and categories.
    for (let i = 1; i <= 60; i += 1) {
      await insertProduct(db, { name: `Practice Tee ${i}`, price: 10 + (i % 7), category: "t-shirts" });
    }
    await insertProduct(db, { name: "Éclair Hoodie", price: 45, category: "hoodies", description: "Warm" });
    await insertProduct(db, { name: "Batting Gloves", price: 27.95, category: "equipment", sizes: [] });
    await insertProduct(db, {
      name: "Team Jersey",
      price: 49.99,
      category: "apparel",
      description: "Sublimated with your ECLAIR logo",
    });
  });
  afterAll(() => server?.stop());

  it("sends 48 at a time with the view's total and where the next batch starts", async () => {
    const first = await batch({});
    expect(first.items).toHaveLength(48);
    expect(first.total).toBe(63);
    expect(first.nextCursor).toMatchObject({ id: first.items.at(-1)?.id });
    const second = await batch({ cursor: first.nextCursor });
    expect(second.items).toHaveLength(15);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(63);
  });

  it("carries what the grid shows, not every size's facts: the product's own page has them all", async () => {
    const admin = await signedInHeaders(server, "admin");
    const created = await send(
      server,
      "POST",
      "/api/products",
      {
        name: "Summary Tee",
        price: 20,
        category: "t-shirts",
        gallery: ["https://example.com/back.jpg"],
        sizes: ["Adult S", "Adult M", "Adult L", "Adult XXL"],
        size_options: [
          { size: "Adult XXL", upcharge: 2 },
          { size: "Adult M", stock: 0 },
          { size: "Adult L", stock: 2 },
          { size: "Adult S", stock: 40 },
        ],
      },
      admin,
    );
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;
    const [summary] = (await batch({ q: "Summary Tee" })).items as unknown as Record<string, unknown>[];
    expect(Object.keys(summary ?? {}).sort()).toEqual(
      [
        "category",
        "description",
        "id",
        "image_url",
        "in_stock",
        "name",
        "price",
        "size_options",
        "sizes",
      ].sort(),
    );
    expect(summary?.sizes).toEqual(["Adult S", "Adult M", "Adult L", "Adult XXL"]);
    // Adult S costs the price and can be bought: left out, as the grid assumes of a size not named.
    expect(summary?.size_options).toEqual([
      { size: "Adult M", upcharge: 0, price: 20, sold_out: true, few_left: null },
      { size: "Adult L", upcharge: 0, price: 20, sold_out: false, few_left: 2 },
      { size: "Adult XXL", upcharge: 2, price: 22, sold_out: false, few_left: null },
    ]);
    const full = (await send(server, "GET", `/api/products/${id}`)).body as {
      data: { gallery: string[]; size_options: unknown[] };
    };
    expect(full.data.gallery).toEqual(["https://example.com/back.jpg"]);
    expect(full.data.size_options).toHaveLength(4);
    await server.database.db.delete(products).where(eq(products.id, id));
  });

  it("orders names as people read them: accents beside their letter, numbers by value", async () => {
    const { items } = await batch({ limit: 96 });
    const names = items.map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(["Batting Gloves", "Éclair Hoodie"]);
    expect(names.indexOf("Practice Tee 2")).toBeLessThan(names.indexOf("Practice Tee 10"));
  });

  it("sorts by price both ways, ties by name", async () => {
    const up = (await batch({ sort: "price-asc", limit: 96 })).items;
    expect(up.map((p) => p.price)).toEqual([...up.map((p) => p.price)].sort((a, b) => a - b));
    const down = (await batch({ sort: "price-desc", limit: 3 })).items;
    expect(down.map((p) => p.name)).toEqual(["Team Jersey", "Éclair Hoodie", "Batting Gloves"]);
  });

  it("searches name and description without regard to case or accents, and counts each category", async () => {
    const found = await batch({ q: "  eclair " });
    expect(found.items.map((p) => p.name).sort()).toEqual(["Team Jersey", "Éclair Hoodie"]);
    expect(found.total).toBe(2);
    expect(found.counts).toMatchObject({ all: 2, hoodies: 1, "t-shirts": 0, equipment: 0 });
    const hoodies = await batch({ q: "eclair", category: "hoodies" });
    expect(hoodies.items.map((p) => p.name)).toEqual(["Éclair Hoodie"]);
    // The radios' counts do not depend on the chosen category.
    expect(hoodies.counts).toEqual(found.counts);
    expect((await batch({ q: "no such thing" })).items).toEqual([]);
  });

  it("refuses what it cannot answer, saying what to fix", async () => {
    expect((await browse({ category: "shoes" })).status).toBe(400);
    expect((await browse({ sort: "random" })).status).toBe(400);
    expect((await browse({ limit: 1000 })).status).toBe(400);
    expect((await browse({ cursor: 48 })).status).toBe(400);
    const long = await browse({ q: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("Search text must be at most 100 characters");
  });

  it("shows a product added, renamed or put out of stock by an admin on the very next batch", async () => {
    const admin = await signedInHeaders(server, "admin");
    const made = await send(
      server,
      "POST",
      "/api/products",
      { name: "Aardvark Cap", price: 12, category: "accessories", image_url: "" },
      admin,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body as { data: { id: string } }).data.id;
    expect((await batch({})).items[0]?.name).toBe("Aardvark Cap");
    expect((await batch({ category: "accessories" })).total).toBe(1);

    const renamed = await send(
      server,
      "PUT",
      `/api/products/${id}`,
      { name: "Zebra Cap", price: 12, category: "accessories", image_url: "" },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect((await batch({})).items[0]?.name).toBe("Batting Gloves");
    expect((await batch({ q: "zebra" })).items.map((p) => p.name)).toEqual(["Zebra Cap"]);

    expect((await send(server, "DELETE", `/api/products/${id}`, undefined, admin)).status).toBe(200);
    expect((await batch({ q: "zebra" })).total).toBe(0);
  });

  it("goes on after the last product received, though products were added and removed before it", async () => {
    const { db } = server.database;
    const made = [];
    for (let i = 1; i <= 12; i += 1) {
      made.push(await insertProduct(db, { name: `Keyset Cap ${i}`, price: 8, category: "accessories" }));
    }
    const names = (batch: Batch) => batch.items.map((p) => p.name);
    const caps = (...numbers: number[]) => numbers.map((i) => `Keyset Cap ${i}`);
    const first = await batch({ q: "keyset", limit: 5 });
    expect(names(first)).toEqual(caps(1, 2, 3, 4, 5));

    // Meanwhile staff add two that sort first and delete one the shopper already has.
    made.push(await insertProduct(db, { name: "Keyset Beanie", price: 8, category: "accessories" }));
    made.push(await insertProduct(db, { name: "Keyset Cap 0", price: 8, category: "accessories" }));
    await db.delete(products).where(eq(products.id, first.items[1]?.id ?? ""));
    const second = await batch({ q: "keyset", limit: 5, cursor: first.nextCursor });
    expect(names(second)).toEqual(caps(6, 7, 8, 9, 10));

    // The last product received is gone too: the next batch still starts right after its place.
    await db.delete(products).where(eq(products.id, second.items.at(-1)?.id ?? ""));
    const third = await batch({ q: "keyset", limit: 5, cursor: second.nextCursor });
    expect(names(third)).toEqual(caps(11, 12));
    expect(third.nextCursor).toBeNull();

    // In price order too, where the cursor carries the price.
    const top = await batch({ q: "keyset", sort: "price-desc", limit: 3 });
    const rest = await batch({ q: "keyset", sort: "price-desc", limit: 96, cursor: top.nextCursor });
    expect([...names(top), ...names(rest)]).toEqual(
      names(await batch({ q: "keyset", sort: "price-desc", limit: 96 })),
    );

    await db.delete(products).where(
      inArray(
        products.id,
        made.map((p) => p.id),
      ),
    );
  });
});
