import { outboxEmails } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Placed {
  order: {
    id: string;
    number: number;
    status: string;
    customer_email: string;
    customer_name: string;
    customer_phone: string;
    fulfilment: string;
    delivery_address: unknown;
    items: { product_name: string; unit_price: number; quantity: number; size: string | null }[];
    subtotal: number;
    delivery_fee: number;
    total: number;
  };
  number: number;
  tracking_url: string;
  tracking_path: string;
}

const customer = { name: "Pat Coach", email: "Pat.Coach@Example.com", phone: "(205) 555-0142" };
const pickup = { method: "pickup" };
const delivery = {
  method: "delivery",
  address: { line1: "12 Main St", city: "Clanton", state: "al", zip: "35045" },
};

describe(`checkout (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let hoodie: { id: string; name: string };
  let cap: { id: string; name: string };
  let soldOut: { id: string; name: string };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    hoodie = await insertProduct(db, { name: "Rally Hoodie", price: 42.5, category: "hoodies" });
    cap = await insertProduct(db, { name: "Trucker Cap", price: 0.1, category: "accessories" });
    soldOut = await insertProduct(db, {
      name: "Retro Jersey",
      price: 30,
      category: "apparel",
      inStock: false,
    });
  });
  afterAll(() => server?.stop());

  const checkout = (body: unknown, headers: Record<string, string> = {}) =>
    send(server, "POST", "/api/checkout", body, headers);
  const placed = (res: { body: unknown }) => (res.body as { data: Placed }).data;

  it("refuses a price, amount or total sent by the client, storing nothing", async () => {
    for (const body of [
      { lines: [{ product_id: cap.id, quantity: 1, price: 0.01 }] },
      { lines: [{ product_id: cap.id, quantity: 1, unit_price: 0.01 }] },
      { lines: [{ product_id: cap.id, quantity: 1 }], total: 0.01 },
      { lines: [{ product_id: cap.id, quantity: 1 }], amount: 0.01 },
    ]) {
      const res = await checkout({ customer, fulfilment: pickup, ...body });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toContain(
        "What is charged is worked out by the store from its catalogue",
      );
    }
  });

  it("prices every line from the catalogue", async () => {
    const res = await checkout({
      customer,
      fulfilment: pickup,
      lines: [
        { product_id: hoodie.id, size: "Adult M", quantity: 2 },
        { product_id: cap.id, quantity: 3 },
      ],
    });
    expect(res.status).toBe(201);
    const { order, number, tracking_url, tracking_path } = placed(res);
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          product_name: "Rally Hoodie",
          unit_price: 42.5,
          quantity: 2,
          size: "Adult M",
        }),
        expect.objectContaining({ product_name: "Trucker Cap", unit_price: 0.1, quantity: 3, size: null }),
      ]),
    );
    expect(order).toMatchObject({
      status: "pending",
      customer_email: "pat.coach@example.com",
      customer_name: "Pat Coach",
      customer_phone: "(205) 555-0142",
      fulfilment: "pickup",
      subtotal: 85.3,
      delivery_fee: 0,
      total: 85.3,
    });
    expect(number).toBe(order.number);
    expect(number).toBeGreaterThanOrEqual(1001);
    expect(tracking_path).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
    expect(tracking_url).toBe(`${server.url}${tracking_path}`);
  });

  it("charges the flat delivery fee under $100 and nothing from $100 up", async () => {
    const small = placed(
      await checkout({
        customer,
        fulfilment: delivery,
        lines: [{ product_id: hoodie.id, size: "Youth S", quantity: 1 }],
      }),
    );
    expect(small.order).toMatchObject({
      subtotal: 42.5,
      delivery_fee: 9.95,
      total: 52.45,
      fulfilment: "delivery",
    });
    expect(small.order.delivery_address).toEqual({
      line1: "12 Main St",
      city: "Clanton",
      state: "AL",
      zip: "35045",
    });
    const exact = placed(
      await checkout({
        customer,
        fulfilment: delivery,
        lines: [
          { product_id: hoodie.id, size: "Adult L", quantity: 2 },
          { product_id: cap.id, quantity: 150 / 10 },
        ],
      }),
    );
    expect(exact.order).toMatchObject({ subtotal: 86.5, delivery_fee: 9.95, total: 96.45 });
    const free = placed(
      await checkout({
        customer,
        fulfilment: delivery,
        lines: [{ product_id: hoodie.id, size: "Adult L", quantity: 3 }],
      }),
    );
    expect(free.order).toMatchObject({ subtotal: 127.5, delivery_fee: 0, total: 127.5 });
  });

  it("merges the same product and size into one line, and keeps two sizes apart", async () => {
    const { order } = placed(
      await checkout({
        customer,
        fulfilment: pickup,
        lines: [
          { product_id: hoodie.id, size: "Adult M", quantity: 1 },
          { product_id: hoodie.id, size: "adult m", quantity: 2 },
          { product_id: hoodie.id, size: "Adult XL", quantity: 1 },
        ],
      }),
    );
    expect(order.items.map((i) => [i.size, i.quantity]).sort()).toEqual([
      ["Adult M", 3],
      ["Adult XL", 1],
    ]);
  });

  it("refuses unknown and out-of-stock products, naming them, and stores nothing", async () => {
    const before = await server.database.db.select({ n: count() }).from(outboxEmails);
    const ordersBefore = await adminOrderCount();
    const unknown = await checkout({
      customer,
      fulfilment: pickup,
      lines: [{ product_id: "00000000-0000-4000-8000-00000000dead", quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: string }).error).toContain("00000000-0000-4000-8000-00000000dead");
    const gone = await checkout({
      customer,
      fulfilment: pickup,
      lines: [
        { product_id: hoodie.id, size: "Adult M", quantity: 1 },
        { product_id: soldOut.id, size: "Adult M", quantity: 1 },
      ],
    });
    expect(gone.status).toBe(400);
    expect((gone.body as { error: string }).error).toContain('Out of stock: "Retro Jersey"');
    expect(await adminOrderCount()).toBe(ordersBefore);
    const after = await server.database.db.select({ n: count() }).from(outboxEmails);
    expect(after).toEqual(before);
  });

  it("asks for a size the product comes in, and refuses a size for a one-size item", async () => {
    const none = await checkout({
      customer,
      fulfilment: pickup,
      lines: [{ product_id: hoodie.id, quantity: 1 }],
    });
    expect(none.status).toBe(400);
    expect((none.body as { error: string }).error).toContain('Choose a size for "Rally Hoodie"');
    const wrong = await checkout({
      customer,
      fulfilment: pickup,
      lines: [{ product_id: hoodie.id, size: "Adult 9XL", quantity: 1 }],
    });
    expect((wrong.body as { error: string }).error).toContain('does not come in "Adult 9XL"');
    const oneSize = await checkout({
      customer,
      fulfilment: pickup,
      lines: [{ product_id: cap.id, size: "Adult M", quantity: 1 }],
    });
    expect(oneSize.status).toBe(400);
    expect((oneSize.body as { error: string }).error).toContain("one size");
  });

  it("says which contact and address fields to fix", async () => {
    const res = await checkout({
      customer: { name: " ", email: "not-an-email", phone: "12" },
      fulfilment: {
        method: "delivery",
        address: { line1: "", city: "Clanton", state: "Alabama", zip: "3504" },
      },
      lines: [],
    });
    expect(res.status).toBe(400);
    const { error, fields } = res.body as { error: string; fields: Record<string, string> };
    expect(fields["customer.name"]).toBe("Full name is required.");
    expect(fields["customer.email"]).toMatch(/valid email/);
    expect(fields["customer.phone"]).toMatch(/7 digits/);
    expect(fields["fulfilment.address.state"]).toMatch(/2-letter/);
    expect(fields["fulfilment.address.zip"]).toMatch(/ZIP/);
    expect(fields.lines).toMatch(/cart is empty/);
    expect(error).toMatch(/customer\.email/);
  });

  it("places one order for one Idempotency-Key, however often it is sent", async () => {
    const body = {
      customer,
      fulfilment: pickup,
      lines: [{ product_id: hoodie.id, size: "Adult S", quantity: 1 }],
    };
    const key = { "idempotency-key": `key-${crypto.randomUUID()}` };
    const before = await adminOrderCount();
    const [a, b] = await Promise.all([checkout(body, key), checkout(body, key)]);
    const c = await checkout(body, key);
    for (const res of [a, b, c]) expect(res.status).toBe(201);
    const ids = [a, b, c].map((res) => placed(res).order.id);
    expect(new Set(ids).size).toBe(1);
    expect(await adminOrderCount()).toBe(before + 1);
    expect([a, b, c].filter((res) => res.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    // Every answer's private link opens the order.
    for (const res of [a, b, c]) {
      const tracked = await send(
        server,
        "GET",
        `/api/order-tracking/${placed(res).tracking_path.split("/").pop()}`,
      );
      expect(tracked.status).toBe(200);
    }

    const other = await checkout({ ...body, note: "different" }, key);
    expect(other.status).toBe(409);
    expect((other.body as { error: string }).error).toMatch(/different order/);
    const bad = await checkout(body, { "idempotency-key": "short" });
    expect(bad.status).toBe(400);
  });

  it("shows the order and its status history only to the holder of its private link", async () => {
    const { order, tracking_path } = placed(
      await checkout({ customer, fulfilment: pickup, lines: [{ product_id: cap.id, quantity: 1 }] }),
    );
    const token = tracking_path.split("/").pop() ?? "";
    const admin = await signedInHeaders(server, "admin");
    expect(
      (await send(server, "PUT", `/api/orders/${order.id}`, { status: "processing" }, admin)).status,
    ).toBe(200);
    expect((await send(server, "PUT", `/api/orders/${order.id}`, { status: "shipped" }, admin)).status).toBe(
      200,
    );

    const res = await send(server, "GET", `/api/order-tracking/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const tracked = (res.body as { data: { number: number; status: string; history: { status: string }[] } })
      .data;
    expect(tracked).toMatchObject({ number: order.number, status: "shipped" });
    expect(tracked.history.map((h) => h.status)).toEqual(["pending", "processing", "shipped"]);

    // One character off (never the same one: a token ending in "A" once made this guess right).
    const oneOff = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const guess of [oneOff, "x", order.id]) {
      const miss = await send(server, "GET", `/api/order-tracking/${guess}`);
      expect(miss.status).toBe(404);
      expect(JSON.stringify(miss.body)).not.toContain(order.customer_email);
    }
  });

  async function adminOrderCount(): Promise<number> {
    const admin = await signedInHeaders(server, "admin");
    const res = await send(server, "GET", "/api/orders/stats", undefined, admin);
    return (res.body as { data: { total_orders: number } }).data.total_orders;
  }
});
