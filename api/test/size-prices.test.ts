import { auditEntries, productSizeOptions } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface SizeOption {
  size: string;
  upcharge: number;
  price: number;
  sold_out: boolean;
  few_left: number | null;
  stock?: number | null;
}
interface Product {
  id: string;
  price: number;
  sizes: string[];
  size_options: SizeOption[];
}

const jersey = {
  name: "Home Jersey",
  price: 19.99,
  category: "apparel",
  sizes: ["Adult S", "Adult M", "Adult XL", "Adult XXL"],
};
const customer = { name: "Pat Coach", email: "pat@example.com", phone: "(205) 555-0142" };

describe(`sizes with their own price (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  const create = async (body: Record<string, unknown>) => {
    const res = await send(server, "POST", "/api/products", body, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { data: Product }).data;
  };
  const publicProduct = async (id: string) =>
    ((await send(server, "GET", `/api/products/${id}`)).body as { data: Product }).data;
  const rowsOf = (id: string) =>
    server.database.db
      .select({
        size: productSizeOptions.size,
        upcharge: productSizeOptions.upcharge,
        stock: productSizeOptions.stock,
      })
      .from(productSizeOptions)
      .where(eq(productSizeOptions.productId, id))
      .orderBy(productSizeOptions.size);

  it("refuses a bad upcharge or stock with a message naming the size, and saves nothing", async () => {
    const cases: [unknown, string][] = [
      [
        { size: "Adult XXL", upcharge: -1 },
        "size_options.0.upcharge: Upcharge for Adult XXL cannot be negative.",
      ],
      [{ size: "Adult XXL", upcharge: "" }, "Upcharge for Adult XXL is required and must be a number."],
      [{ size: "Adult XXL", upcharge: null }, "Upcharge for Adult XXL is required and must be a number."],
      [{ size: "Adult XXL", upcharge: "two" }, "Upcharge for Adult XXL is required and must be a number."],
      [{ size: "Adult XXL", upcharge: 5000 }, "Upcharge for Adult XXL must be at most $1,000.00."],
      [{ size: "Adult XXL", upcharge: 2.005 }, "Upcharge for Adult XXL can have at most 2 decimal places."],
      [{ size: "Adult S", stock: -3 }, "size_options.0.stock: Stock for Adult S cannot be negative."],
      [{ size: "Adult S", stock: 2.5 }, "Stock for Adult S must be a whole number."],
      [{ size: "Adult S", stock: "many" }, "Stock for Adult S must be a whole number, or left empty"],
      [{ size: "Youth M", upcharge: 2 }, "size_options.0.size: Youth M is not one of this product's sizes"],
      [{ size: "Adult XXXL", upcharge: 2 }, 'Unknown size "Adult XXXL"'],
    ];
    for (const [option, message] of cases) {
      const res = await send(server, "POST", "/api/products", { ...jersey, size_options: [option] }, admin);
      expect(res.status, JSON.stringify(option)).toBe(400);
      expect((res.body as { error: string }).error, JSON.stringify(option)).toContain(message);
    }
    const twice = await send(
      server,
      "POST",
      "/api/products",
      {
        ...jersey,
        size_options: [
          { size: "Adult S", stock: 1 },
          { size: "Adult S", upcharge: 1 },
        ],
      },
      admin,
    );
    expect((twice.body as { error: string }).error).toContain(
      "size_options.1.size: Adult S is listed twice.",
    );
    expect(await server.database.db.select().from(productSizeOptions)).toEqual([]);
  });

  it("refuses a bad price the same way: checked, never clamped", async () => {
    for (const [price, message] of [
      [-4, "Price cannot be negative."],
      ["", "Price is required and must be a number."],
      ["abc", "Price is required and must be a number."],
      [100_000_000, "Price must be at most $99,999,999.99."],
    ] as const) {
      const res = await send(server, "POST", "/api/products", { ...jersey, price }, admin);
      expect(res.status, String(price)).toBe(400);
      expect((res.body as { error: string }).error).toContain(message);
    }
  });

  it("stores rows only for sizes that cost more or are counted, and answers every size's price", async () => {
    const product = await create({
      ...jersey,
      size_options: [
        { size: "Adult XXL", upcharge: 2, stock: null },
        { size: "Adult S", upcharge: 0, stock: 0 },
        { size: "Adult M", upcharge: 0, stock: null },
        { size: "Adult XL", upcharge: "1.50", stock: "2" },
      ],
    });
    expect(product.size_options).toEqual([
      { size: "Adult S", upcharge: 0, price: 19.99, stock: 0, sold_out: true, few_left: null },
      { size: "Adult M", upcharge: 0, price: 19.99, stock: null, sold_out: false, few_left: null },
      { size: "Adult XL", upcharge: 1.5, price: 21.49, stock: 2, sold_out: false, few_left: 2 },
      { size: "Adult XXL", upcharge: 2, price: 21.99, stock: null, sold_out: false, few_left: null },
    ]);
    expect(await rowsOf(product.id)).toEqual([
      { size: "Adult S", upcharge: 0, stock: 0 },
      { size: "Adult XL", upcharge: 1.5, stock: 2 },
      { size: "Adult XXL", upcharge: 2, stock: null },
    ]);

    // Shoppers see prices and sold-out sizes, never the exact count (decision 042).
    const shown = await publicProduct(product.id);
    expect(shown.size_options.map((o) => ("stock" in o ? "counted!" : o))).toEqual([
      { size: "Adult S", upcharge: 0, price: 19.99, sold_out: true, few_left: null },
      { size: "Adult M", upcharge: 0, price: 19.99, sold_out: false, few_left: null },
      { size: "Adult XL", upcharge: 1.5, price: 21.49, sold_out: false, few_left: 2 },
      { size: "Adult XXL", upcharge: 2, price: 21.99, sold_out: false, few_left: null },
    ]);
    const list = (await send(server, "GET", "/api/products")).body as { data: Product[] };
    expect(list.data.find((p) => p.id === product.id)?.size_options[3]).toEqual(shown.size_options[3]);

    // A save without a size drops its row; a PUT without size_options clears them (decision 026).
    const put = await send(
      server,
      "PUT",
      `/api/products/${product.id}`,
      { ...jersey, sizes: ["Adult S", "Adult M"], size_options: [{ size: "Adult S", stock: 0 }] },
      admin,
    );
    expect(put.status).toBe(200);
    expect(await rowsOf(product.id)).toEqual([{ size: "Adult S", upcharge: 0, stock: 0 }]);
    const [audit] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, product.id))
      .orderBy(desc(auditEntries.createdAt))
      .limit(1);
    expect(audit?.action).toBe("product.update");
    const sizesIn = (record: unknown) => (record as Product).size_options;
    expect(sizesIn(audit?.before)).toContainEqual(
      expect.objectContaining({ size: "Adult XXL", upcharge: 2 }),
    );
    // The entry keeps what staff set per size, not the prices and states derived from it.
    expect(sizesIn(audit?.after)).toEqual([
      { size: "Adult S", upcharge: 0, stock: 0 },
      { size: "Adult M", upcharge: 0, stock: null },
    ]);

    await send(server, "PUT", `/api/products/${product.id}`, jersey, admin);
    expect(await rowsOf(product.id)).toEqual([]);
    // The cached public answer follows the save.
    expect(
      (await publicProduct(product.id)).size_options.every((o) => o.price === 19.99 && !o.sold_out),
    ).toBe(true);
  });

  it("prices a line at the product's price plus its size's upcharge (a client's own price is refused)", async () => {
    const product = await create({ ...jersey, size_options: [{ size: "Adult XXL", upcharge: 2 }] });
    const res = await send(server, "POST", "/api/checkout", {
      customer,
      fulfilment: { method: "pickup" },
      lines: [
        { product_id: product.id, size: "Adult XXL", quantity: 2 },
        { product_id: product.id, size: "Adult M", quantity: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { order } = (res.body as { data: { order: { items: unknown[]; subtotal: number; total: number } } })
      .data;
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ size: "Adult XXL", unit_price: 21.99, quantity: 2 }),
        expect.objectContaining({ size: "Adult M", unit_price: 19.99, quantity: 1 }),
      ]),
    );
    expect(order.subtotal).toBe(63.97);
    expect(order.total).toBe(63.97);
  });
});
