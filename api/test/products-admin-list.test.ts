import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Product {
  id: string;
  name: string;
  price: number;
  category: string;
  in_stock: boolean | null;
}
interface Page {
  data: Product[];
  total: number;
  page: number;
  page_size: number;
}

const MANY = 60;

describe(`admin products list and tiles (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < MANY; i++) {
      await insertProduct(db, {
        name: `Bulk Tee ${String(i).padStart(2, "0")}`,
        price: 10 + i,
        category: i % 2 ? "t-shirts" : "hoodies",
        createdAt: new Date(start + i * 60_000),
      });
    }
    await insertProduct(db, {
      name: "100% Cotton_Flag",
      description: "A flag for the fence",
      price: 7.5,
      category: "accessories",
      inStock: false,
      createdAt: new Date(start - 60_000),
    });
    await insertProduct(db, {
      name: "apple bat",
      description: "Maple wood",
      price: 129.99,
      category: "equipment",
      inStock: null,
      createdAt: new Date(start - 120_000),
    });
  });
  afterAll(() => server?.stop());

  const list = async (query: string) => {
    const res = await send(server, "GET", `/api/products/admin${query}`, undefined, admin);
    expect(res.status).toBe(200);
    return res.body as Page;
  };

  it("answers a page at a time, newest first by default", async () => {
    const page = await list("");
    expect(page.total).toBe(MANY + 2);
    expect(page.page_size).toBe(25);
    expect(page.data).toHaveLength(25);
    expect(page.data[0]?.name).toBe("Bulk Tee 59");
    const last = await list("?page=3&page_size=25");
    expect(last.data.map((p) => p.name).slice(-2)).toEqual(["100% Cotton_Flag", "apple bat"]);
  });

  it("never shows a row on two pages", async () => {
    const ids = new Set<string>();
    for (let page = 1; page <= 7; page++) {
      for (const p of (await list(`?page=${page}&page_size=10&sort=category&dir=asc`)).data) ids.add(p.id);
    }
    expect(ids.size).toBe(MANY + 2);
  });

  it("sorts by name (case-insensitive), price and category", async () => {
    expect((await list("?sort=name&dir=asc&page_size=2")).data.map((p) => p.name)).toEqual([
      "100% Cotton_Flag",
      "apple bat",
    ]);
    expect((await list("?sort=price&dir=desc&page_size=1")).data[0]?.name).toBe("apple bat");
    expect((await list("?sort=price&dir=asc&page_size=1")).data[0]?.name).toBe("100% Cotton_Flag");
    expect((await list("?sort=category&dir=asc&page_size=1")).data[0]?.category).toBe("accessories");
  });

  it("searches name, description and category, case-insensitive, with % and _ taken literally", async () => {
    expect((await list("?search=MAPLE")).data.map((p) => p.name)).toEqual(["apple bat"]);
    expect((await list("?search=equip")).data.map((p) => p.name)).toEqual(["apple bat"]);
    expect((await list("?search=hoodies")).total).toBe(MANY / 2);
    expect((await list(`?search=${encodeURIComponent("100%")}`)).data.map((p) => p.name)).toEqual([
      "100% Cotton_Flag",
    ]);
    expect((await list(`?search=${encodeURIComponent("n_F")}`)).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent("%")}`)).total).toBe(1);
    expect((await list(`?search=${encodeURIComponent("_")}`)).total).toBe(1);
    expect((await list("?search=nothing-like-this")).total).toBe(0);
  });

  it("refuses a bad sort or page size with a 400", async () => {
    const bad = await send(server, "GET", "/api/products/admin?sort=secret", undefined, admin);
    expect(bad.status).toBe(400);
    const big = await send(server, "GET", "/api/products/admin?page_size=1000", undefined, admin);
    expect(big.status).toBe(400);
  });

  it("computes the tiles in the database", async () => {
    const res = await send(server, "GET", "/api/products/stats", undefined, admin);
    expect(res.status).toBe(200);
    const prices = [...Array.from({ length: MANY }, (_, i) => 10 + i), 7.5, 129.99];
    const mean = prices.reduce((a, b) => a + b, 0) / prices.length;
    expect((res.body as { data: unknown }).data).toEqual({
      total_products: MANY + 2,
      // in_stock null counts as in stock; only false does not.
      in_stock: MANY + 1,
      low_stock: 6,
      avg_price: Math.round(mean * 100) / 100,
    });
  });

  it("is for admins only, and leaves the storefront's list whole and A-Z", async () => {
    expect((await send(server, "GET", "/api/products/admin")).status).toBe(401);
    expect((await send(server, "GET", "/api/products/stats")).status).toBe(401);
    const customer = await signedInHeaders(server, "customer");
    expect((await send(server, "GET", "/api/products/stats", undefined, customer)).status).toBe(403);
    const pub = await send(server, "GET", "/api/products");
    expect(pub.status).toBe(200);
    const all = pub.body as Product[] | { data: Product[] };
    const rows = Array.isArray(all) ? all : all.data;
    expect(rows).toHaveLength(MANY + 2);
  });
});
