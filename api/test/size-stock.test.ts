import { orders, productSizeOptions } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "../src/common/raw-rows";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface SizeOption {
  size: string;
  sold_out: boolean;
  few_left: number | null;
}
interface Product {
  id: string;
  size_options: SizeOption[];
}

const customer = { name: "Pat Coach", email: "pat@example.com", phone: "(205) 555-0142" };

describe(`sizes with their own stock (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  /** A jersey whose Adult XL has `stock` on the shelf (Adult M is not counted). */
  const jerseyWith = async (stock: number) => {
    serial += 1;
    const res = await send(
      server,
      "POST",
      "/api/products",
      {
        name: `Home Jersey ${serial}`,
        price: 25,
        category: "apparel",
        sizes: ["Adult M", "Adult XL"],
        size_options: [{ size: "Adult XL", stock }],
      },
      admin,
    );
    expect(res.status).toBe(201);
    return (res.body as { data: Product & { name: string } }).data;
  };
  const stockOf = async (productId: string, size = "Adult XL") => {
    const [row] = await server.database.db
      .select({ stock: productSizeOptions.stock })
      .from(productSizeOptions)
      .where(and(eq(productSizeOptions.productId, productId), eq(productSizeOptions.size, size)));
    return row?.stock;
  };
  const orderCount = async () => (await server.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
  const checkout = (productId: string, quantity = 1, size = "Adult XL") =>
    send(server, "POST", "/api/checkout", {
      customer,
      fulfilment: { method: "pickup" },
      lines: [{ product_id: productId, size, quantity }],
    });
  const shown = async (productId: string) =>
    ((await send(server, "GET", `/api/products/${productId}`)).body as { data: Product }).data.size_options;
  const productsVersion = async () =>
    (
      await rawRows<{ version: string }>(
        server.database.db,
        sql`select version::text as version from catalogue_versions where topic = 'products'`,
      )
    )[0]?.version;

  it("refuses a sold-out size naming it, and writes nothing", async () => {
    const jersey = await jerseyWith(0);
    const before = await orderCount();
    const res = await checkout(jersey.id);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toBe(
      `Not enough in stock: "${jersey.name}" in Adult XL (sold out). Choose another size or a smaller quantity.`,
    );
    expect(await orderCount()).toBe(before);
    expect(await stockOf(jersey.id)).toBe(0);

    // More than is left is refused too, saying how many are; a size that is not counted is not limited.
    const two = await jerseyWith(2);
    const three = await checkout(two.id, 3);
    expect((three.body as { error: string }).error).toContain(`"${two.name}" in Adult XL (only 2 left)`);
    expect(await stockOf(two.id)).toBe(2);
    expect((await checkout(two.id, 50, "Adult M")).status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it("sells the last one once when two shoppers check out at the same moment", async () => {
    const jersey = await jerseyWith(1);
    const before = await orderCount();
    const answers = await Promise.all([checkout(jersey.id), checkout(jersey.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(jersey.id)).toBe(0);
    expect((await shown(jersey.id)).find((o) => o.size === "Adult XL")).toMatchObject({ sold_out: true });
  });

  it("lets a product save and checkouts of it run at once without a deadlock", async () => {
    const jersey = await jerseyWith(3);
    const save = () =>
      send(
        server,
        "PUT",
        `/api/products/${jersey.id}`,
        {
          name: jersey.name,
          price: 25,
          category: "apparel",
          sizes: ["Adult M", "Adult XL"],
          size_options: [{ size: "Adult XL", stock: 10 }],
        },
        admin,
      );
    const answers = await Promise.all([
      checkout(jersey.id),
      save(),
      checkout(jersey.id),
      checkout(jersey.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201, 201, 201]);
    // Whichever came first, the save set 10 and the checkouts after it took theirs from that.
    expect(await stockOf(jersey.id)).toBeGreaterThanOrEqual(7);
  });

  it("shows shoppers a sold-out or running-low size at once, and leaves the cache alone otherwise", async () => {
    const jersey = await jerseyWith(5);
    expect((await shown(jersey.id))[1]).toMatchObject({ sold_out: false, few_left: null });
    const quiet = await productsVersion();
    expect((await checkout(jersey.id)).status).toBe(201);
    // 5 → 4 changes nothing a shopper sees: the cached catalogue stays.
    expect(await productsVersion()).toBe(quiet);
    expect((await checkout(jersey.id)).status).toBe(201);
    expect(await productsVersion()).not.toBe(quiet);
    expect((await shown(jersey.id))[1]).toMatchObject({ sold_out: false, few_left: 3 });
    expect((await checkout(jersey.id, 3)).status).toBe(201);
    expect((await shown(jersey.id))[1]).toMatchObject({ sold_out: true, few_left: null });
    // The shop's batches (cut from the catalogue snapshot, decision 028) say so too: they carry the
    // sizes that stand out, and leave out the ones that cost the price and can be bought.
    const batch = await send(
      server,
      "GET",
      `/trpc/products.browse?input=${encodeURIComponent(JSON.stringify({ q: jersey.name }))}`,
    );
    const items = (batch.body as { result: { data: { items: Product[] } } }).result.data.items;
    expect(items.find((p) => p.id === jersey.id)?.size_options).toEqual([
      expect.objectContaining({ size: "Adult XL", sold_out: true }),
    ]);
  });

  it("puts a cancelled order's sizes back, and takes them again when it is taken back", async () => {
    const jersey = await jerseyWith(2);
    const placed = await checkout(jersey.id, 2);
    const orderId = (placed.body as { data: { order: { id: string; number: number } } }).data.order.id;
    expect(await stockOf(jersey.id)).toBe(0);

    const setStatus = (status: string) => send(server, "PUT", `/api/orders/${orderId}`, { status }, admin);
    expect((await setStatus("cancelled")).status).toBe(200);
    expect(await stockOf(jersey.id)).toBe(2);
    expect((await shown(jersey.id))[1]).toMatchObject({ sold_out: false, few_left: 2 });
    // Setting the same status again moves nothing.
    expect((await setStatus("cancelled")).status).toBe(200);
    expect(await stockOf(jersey.id)).toBe(2);

    expect((await setStatus("processing")).status).toBe(200);
    expect(await stockOf(jersey.id)).toBe(0);
    expect((await setStatus("cancelled")).status).toBe(200);

    // Sold to someone else meanwhile: the order cannot come back from cancelled.
    expect((await checkout(jersey.id, 1)).status).toBe(201);
    const refused = await setStatus("pending");
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toMatch(
      new RegExp(
        `cannot be taken back from "cancelled": not enough in stock for "${jersey.name}" in Adult XL \\(only 1 left\\)`,
      ),
    );
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("cancelled");
    expect(await stockOf(jersey.id)).toBe(1);
  });
});
