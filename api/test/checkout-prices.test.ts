import { orders, outboxEmails, products } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startTestServer, type TestServer } from "./helpers";

// A price raised after the shopper put the item in the cart is never charged without notice:
// checkout reads the prices now, and an order sent with the prices the shopper saw is refused
// when they are not the store's any more (issue 26).

const customer = { name: "Pat Coach", email: "pat.prices@example.com", phone: "(205) 555-0142" };
const pickup = { method: "pickup" };

describe(`prices changed after the cart (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let hoodie: { id: string };
  let cap: { id: string };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    hoodie = await insertProduct(db, { name: "Rally Hoodie", price: 42.5, category: "hoodies" });
    cap = await insertProduct(db, { name: "Trucker Cap", price: 12, category: "accessories" });
  });
  afterAll(() => server?.stop());

  const checkout = (body: unknown, headers: Record<string, string> = {}) =>
    send(server, "POST", "/api/checkout", body, headers);
  const setPrice = (id: string, price: number) =>
    server.database.db.update(products).set({ price }).where(eq(products.id, id));
  const stored = async () => {
    const db = server.database.db;
    const [o] = await db.select({ n: count() }).from(orders);
    const [m] = await db.select({ n: count() }).from(outboxEmails);
    return { orders: o?.n, emails: m?.n };
  };

  it("answers what each cart line costs now, in the order asked, none for a product gone", async () => {
    const res = await send(server, "POST", "/api/checkout/prices", {
      lines: [
        { product_id: cap.id, quantity: 1 },
        { product_id: hoodie.id, size: "Adult M", quantity: 2 },
        { product_id: "00000000-0000-4000-8000-00000000dead", quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({
      lines: [
        { product_id: cap.id, size: null, unit_price: 12 },
        { product_id: hoodie.id, size: "Adult M", unit_price: 42.5 },
        { product_id: "00000000-0000-4000-8000-00000000dead", size: null, unit_price: null },
      ],
      // Asked without a fulfilment (and with a product gone): no estimate with tax.
      estimate: null,
    });
  });

  it("refuses an order sent with a price that changed, naming each line's old and new price, and stores nothing", async () => {
    await setPrice(hoodie.id, 45);
    await setPrice(cap.id, 10);
    const before = await stored();
    const key = { "idempotency-key": `prices-${crypto.randomUUID()}` };
    const res = await checkout(
      {
        customer,
        fulfilment: pickup,
        lines: [
          { product_id: hoodie.id, size: "Adult M", quantity: 2, expected_unit_price: 42.5 },
          { product_id: cap.id, quantity: 1, expected_unit_price: 12 },
        ],
      },
      key,
    );
    expect(res.status).toBe(409);
    const { error, fields } = res.body as { error: string; fields: Record<string, string> };
    expect(error).toContain('"Rally Hoodie" (Adult M) was $42.50, now $45.00');
    expect(error).toContain('"Trucker Cap" was $12.00, now $10.00');
    expect(error).toContain("Nothing was ordered");
    expect(fields).toEqual({
      "lines.0.expected_unit_price": "Now $45.00 (was $42.50).",
      "lines.1.expected_unit_price": "Now $10.00 (was $12.00).",
    });
    expect(await stored()).toEqual(before);

    // Accepted: the same attempt with the new prices is placed at them (the refusal kept no key).
    const accepted = await checkout(
      {
        customer,
        fulfilment: pickup,
        lines: [
          { product_id: hoodie.id, size: "Adult M", quantity: 2, expected_unit_price: 45 },
          { product_id: cap.id, quantity: 1, expected_unit_price: 10 },
        ],
      },
      key,
    );
    expect(accepted.status).toBe(201);
    const { order } = (accepted.body as { data: { order: { total: number } } }).data;
    expect(order.total).toBe(100);
  });

  it("compares only lines sent with a price: a client that sends none is charged the store's price, as before", async () => {
    await setPrice(cap.id, 11);
    const res = await checkout({
      customer,
      fulfilment: pickup,
      lines: [
        { product_id: cap.id, quantity: 1 },
        { product_id: hoodie.id, size: "Adult S", quantity: 1, expected_unit_price: 45 },
      ],
    });
    expect(res.status).toBe(201);
    expect((res.body as { data: { order: { total: number } } }).data.order.total).toBe(56);
  });

  it("refuses an expected price that is not an amount", async () => {
    const res = await checkout({
      customer,
      fulfilment: pickup,
      lines: [{ product_id: cap.id, quantity: 1, expected_unit_price: -1 }],
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields["lines.0.expected_unit_price"]).toMatch(
      /cannot be negative/,
    );
  });
});
