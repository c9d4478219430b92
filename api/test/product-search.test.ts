import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Found {
  items: { id: string; name: string }[];
  total: number;
}

describe(`products.search: the quick search over the catalogue (${testDatabaseEngine})`, () => {
  let server: TestServer;
  const search = async (input: Record<string, unknown>) =>
    (await send(
      server,
      "GET",
      `/trpc/products.search?input=${encodeURIComponent(JSON.stringify(input))}`,
    )) as {
      status: number;
      body: { result: { data: Found } };
    };
  const found = async (input: Record<string, unknown>) => {
    const res = await search(input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.data;
  };
  const names = (result: Found) => result.items.map((p) => p.name);

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    for (let i = 1; i <= 30; i += 1) {
      await insertProduct(db, {
        name: `Quick Tee ${i}`,
        price: 12,
        category: "t-shirts",
        description: "Cotton",
      });
    }
    await insertProduct(db, {
      name: "Champion Hoodie",
      price: 45,
      category: "hoodies",
      description: "Fleece",
    });
    await insertProduct(db, {
      name: "Plain Hoodie",
      price: 35,
      category: "hoodies",
      description: "Champion fit",
    });
    await insertProduct(db, { name: "Hoodie Champion Edition", price: 55, category: "hoodies" });
  });
  afterAll(() => server?.stop());

  it("finds products holding every word, names first, a name starting with the query first of all", async () => {
    const result = await found({ q: "  Champion HOODIE " });
    expect(names(result)).toEqual(["Champion Hoodie", "Hoodie Champion Edition", "Plain Hoodie"]);
    expect(result.total).toBe(3);
    expect((await found({ q: "champion sweater" })).total).toBe(0);
  });

  it("sends only the best few, with how many match in all", async () => {
    const five = await found({ q: "quick tee" });
    expect(five.items).toHaveLength(5);
    expect(five.total).toBe(30);
    const more = await found({ q: "cotton", limit: 100 });
    expect(more.items).toHaveLength(30);
    expect(more.total).toBe(30);
  });

  it("refuses a blank, an over-long or an over-greedy question, saying what to fix", async () => {
    expect((await search({ q: "   " })).status).toBe(400);
    const long = await search({ q: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("Search text must be at most 100 characters");
    expect((await search({ q: "tee", limit: 1000 })).status).toBe(400);
  });

  it("finds a product added, renamed or deleted by staff on the very next search", async () => {
    const admin = await signedInHeaders(server, "admin");
    const fields = { price: 15, category: "accessories", image_url: "" };
    const made = await send(server, "POST", "/api/products", { name: "Zephyr Visor", ...fields }, admin);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body as { data: { id: string } }).data.id;
    expect(names(await found({ q: "zephyr" }))).toEqual(["Zephyr Visor"]);

    const renamed = await send(
      server,
      "PUT",
      `/api/products/${id}`,
      { name: "Breeze Visor", ...fields },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect((await found({ q: "zephyr" })).total).toBe(0);
    expect(names(await found({ q: "breeze" }))).toEqual(["Breeze Visor"]);

    expect((await send(server, "DELETE", `/api/products/${id}`, undefined, admin)).status).toBe(200);
    expect((await found({ q: "breeze" })).total).toBe(0);
  });
});
