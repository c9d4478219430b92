import { products } from "@store/db";
import { apparelSizes } from "@store/db/catalogue";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const good = {
  name: "Youth Practice Jersey",
  description: "Mesh, sizes YS to YXL.",
  price: 24.5,
  image_url: "https://example.com/jersey.png",
  category: "t-shirts",
};

describe(`products: create, update, delete (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const productCount = async () => (await server.database.db.select({ n: count() }).from(products))[0]?.n;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
  });
  afterAll(() => server?.stop());

  it("lets an admin create, read, update and delete a product", async () => {
    const created = await send(server, "POST", "/api/products", good, admin);
    expect(created.status).toBe(201);
    const product = (created.body as { data: { id: string; price: number; in_stock: boolean } }).data;
    expect(product).toMatchObject({ ...good, in_stock: true, sizes: [...apparelSizes] });

    // Shoppers see the same product, without the exact stock counts staff see (decision 042).
    const read = await send(server, "GET", `/api/products/${product.id}`);
    const { size_options, ...fields } = product as typeof product & { size_options: { stock: unknown }[] };
    expect(read.body).toEqual({
      data: { ...fields, size_options: size_options.map(({ stock: _stock, ...shown }) => shown) },
    });

    const updated = await send(
      server,
      "PUT",
      `/api/products/${product.id}`,
      { ...good, price: "19.99", category: "Sweat Shirts" },
      admin,
    );
    expect(updated.status).toBe(200);
    expect((updated.body as { data: unknown }).data).toMatchObject({ price: 19.99, category: "sweatshirts" });

    const deleted = await send(server, "DELETE", `/api/products/${product.id}`, undefined, admin);
    expect(deleted).toMatchObject({ status: 200, body: { data: { id: product.id } } });
    expect((await send(server, "GET", `/api/products/${product.id}`)).status).toBe(404);
  });

  it("refuses visitors (401) and customers (403) and changes nothing", async () => {
    const before = await productCount();
    const [anyProduct] = await server.database.db
      .insert(products)
      .values({ name: "Keep Me", price: 5, category: "accessories" })
      .returning();
    const id = anyProduct?.id ?? "";
    for (const [who, headers, status] of [
      ["visitor", {}, 401],
      ["customer", customer, 403],
    ] as const) {
      expect((await send(server, "POST", "/api/products", good, headers)).status, who).toBe(status);
      expect((await send(server, "PUT", `/api/products/${id}`, good, headers)).status, who).toBe(status);
      expect((await send(server, "DELETE", `/api/products/${id}`, undefined, headers)).status, who).toBe(
        status,
      );
    }
    expect(await productCount()).toBe((before ?? 0) + 1);
    const [still] = await server.database.db.select().from(products).where(eq(products.id, id));
    expect(still?.name).toBe("Keep Me");
  });

  it("says which field is wrong", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, name: "  " }, /name: Product name is required/],
      [{ ...good, price: "abc" }, /price/],
      [{ ...good, price: 10.999 }, /at most 2 decimal places/],
      [{ ...good, price: -1 }, /cannot be negative/],
      [{ ...good, category: "boats" }, /Category must be one of/],
      [{ ...good, image_url: "javascript:alert(1)" }, /Image URL must be a URL/],
      [{ ...good, role: "admin" }, /role/],
      [{ name: "Only a name" }, /price/],
      [{ ...good, sizes: ["Adult M", "XXXL"] }, /sizes\.1: Unknown size "XXXL"\. Use one of: Youth XS, /],
      [{ ...good, sizes: ["Adult M", "Adult M"] }, /sizes: Each size can be listed only once/],
      [{ ...good, sizes: "Adult M" }, /sizes: Sizes must be a list/],
    ];
    const before = await productCount();
    for (const [body, message] of cases) {
      const res = await send(server, "POST", "/api/products", body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    expect(await productCount()).toBe(before);
  });

  it("gives a new product its category's sizes unless it names its own, in the guides' order", async () => {
    const create = async (body: Record<string, unknown>) => {
      const res = await send(server, "POST", "/api/products", body, admin);
      expect(res.status, JSON.stringify(body)).toBe(201);
      return (res.body as { data: { id: string; sizes: string[] } }).data;
    };
    expect((await create(good)).sizes).toEqual([...apparelSizes]);
    expect((await create({ ...good, category: "hoodies" })).sizes).toEqual([...apparelSizes]);
    expect((await create({ ...good, category: "equipment" })).sizes).toEqual([]);
    expect((await create({ ...good, category: "accessories" })).sizes).toEqual([]);
    const chosen = await create({ ...good, sizes: ["Adult XL", "Youth M", "Adult S"] });
    expect(chosen.sizes).toEqual(["Youth M", "Adult S", "Adult XL"]);
    expect((await create({ ...good, sizes: [] })).sizes).toEqual([]);
    expect((await create({ ...good, category: "equipment", sizes: ["Adult L"] })).sizes).toEqual(["Adult L"]);

    // PUT replaces every field: without sizes (or in_stock, description, image_url) the defaults return.
    await send(server, "PUT", `/api/products/${chosen.id}`, { ...good, in_stock: false }, admin);
    const replaced = await send(
      server,
      "PUT",
      `/api/products/${chosen.id}`,
      { name: "Plain", price: 9, category: "equipment" },
      admin,
    );
    expect((replaced.body as { data: unknown }).data).toMatchObject({
      name: "Plain",
      price: 9,
      category: "equipment",
      description: null,
      image_url: null,
      in_stock: true,
      sizes: [],
    });
    const narrowed = await send(
      server,
      "PUT",
      `/api/products/${chosen.id}`,
      { ...good, sizes: ["Adult 3XL", "Adult M"] },
      admin,
    );
    expect((narrowed.body as { data: { sizes: string[] } }).data.sizes).toEqual(["Adult M", "Adult 3XL"]);
  });

  it("names the unknown size in the field message", async () => {
    const res = await send(server, "POST", "/api/products", { ...good, sizes: ["XXXL"] }, admin);
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields.sizes).toBe(
      `Unknown size "XXXL". Use one of: ${apparelSizes.join(", ")}.`,
    );
  });

  it("answers malformed or non-object JSON with 400, never 500", async () => {
    for (const body of ["{not json", "[1,2]", '"text"', ""]) {
      const res = await send(server, "POST", "/api/products", body, {
        ...admin,
        "content-type": "application/json",
      });
      expect(res.status, body).toBe(400);
      expect((res.body as { error: string }).error).toMatch(/JSON/);
    }
  });

  it("answers unknown ids with 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1;drop table products"]) {
      expect((await send(server, "GET", `/api/products/${encodeURIComponent(id)}`)).status, id).toBe(404);
      expect(
        (await send(server, "PUT", `/api/products/${encodeURIComponent(id)}`, good, admin)).status,
        id,
      ).toBe(404);
      expect(
        (await send(server, "DELETE", `/api/products/${encodeURIComponent(id)}`, undefined, admin)).status,
        id,
      ).toBe(404);
    }
  });
});
