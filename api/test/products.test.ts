import { apparelSizes } from "@store/db/catalogue";
import { catalogProducts, insertProduct, sampleProducts, seedDatabase } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

describe(`GET /api/products (${testDatabaseEngine})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDatabase(server.database.db);
  });
  afterAll(() => server?.stop());

  it("answers { data } with the seeded catalogue in the spec's field names", async () => {
    const res = await fetch(`${server.url}/api/products`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    expect(body.data).toHaveLength(sampleProducts.length + catalogProducts.length);
    const first = body.data[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "category",
        "created_at",
        "description",
        "gallery",
        "id",
        "image_url",
        "in_stock",
        "name",
        "price",
        "sizes",
        "size_options",
      ].sort(),
    );
    const names = body.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
    const cap = body.data.find((p) => p.price === 19.99);
    expect(cap, "the cheapest sample product").toBeDefined();
    expect(typeof cap?.created_at).toBe("string");
    expect(Number.isNaN(Date.parse(String(cap?.created_at)))).toBe(false);
  });

  it("lists each product's sizes in the guides' order, none for one-size items", async () => {
    const body = (await (await fetch(`${server.url}/api/products`)).json()) as {
      data: { category: string; sizes: string[] }[];
    };
    const hoodie = body.data.find((p) => p.category === "hoodies");
    expect(hoodie?.sizes).toEqual([...apparelSizes]);
    const equipment = body.data.find((p) => p.category === "equipment");
    expect(equipment?.sizes).toEqual([]);
  });

  it("reads one product by id (tRPC products.byId and GET /api/products/:id)", async () => {
    const list = (await (await fetch(`${server.url}/api/products`)).json()) as { data: { id: string }[] };
    const id = list.data[0]?.id ?? "";
    const rest = (await (await fetch(`${server.url}/api/products/${id}`)).json()) as { data: unknown };
    expect(rest.data).toEqual(list.data[0]);
    const input = encodeURIComponent(JSON.stringify({ id }));
    const trpc = (await (await fetch(`${server.url}/trpc/products.byId?input=${input}`)).json()) as {
      result: { data: unknown };
    };
    expect(trpc.result.data).toEqual(rest.data);
    for (const bad of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await fetch(`${server.url}/api/products/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(((await res.json()) as { error: string }).error).toMatch(/product/i);
    }
  });

  it("keeps prices exact to the cent", async () => {
    await insertProduct(server.database.db, {
      name: "Penny Test Sock",
      price: 0.1 + 0.2,
      category: "accessories",
    });
    // Written beside the app: on PostgreSQL the cached list learns of it by notification, in ms.
    await vi.waitFor(
      async () => {
        const body = (await (await fetch(`${server.url}/api/products`)).json()) as {
          data: { name: string; price: number }[];
        };
        expect(body.data.find((p) => p.name === "Penny Test Sock")?.price).toBe(0.3);
      },
      { timeout: 3000 },
    );
  });

  it("gives the same list through tRPC as through REST", async () => {
    const rest = (await (await fetch(`${server.url}/api/products`)).json()) as { data: unknown[] };
    const trpc = (await (await fetch(`${server.url}/trpc/products.list`)).json()) as {
      result: { data: unknown[] };
    };
    expect(trpc.result.data).toEqual(rest.data);
  });

  it("narrows by category through tRPC input", async () => {
    const input = encodeURIComponent(JSON.stringify({ category: "hoodies" }));
    const res = await fetch(`${server.url}/trpc/products.list?input=${input}`);
    const body = (await res.json()) as { result: { data: { category: string }[] } };
    expect(body.result.data.length).toBeGreaterThanOrEqual(3);
    expect(body.result.data.every((p) => p.category === "hoodies")).toBe(true);
  });

  it("rejects unknown tRPC input fields with a message naming the problem", async () => {
    const input = encodeURIComponent(JSON.stringify({ colour: "red" }));
    const res = await fetch(`${server.url}/trpc/products.list?input=${input}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toMatch(/colour/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });
});
