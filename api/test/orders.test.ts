import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Order {
  id: string;
  status: string;
  customer_email: string;
  items: { product_name: string; unit_price: number; quantity: number; product_id: string | null }[];
  total: number;
}

describe(`orders (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let older: string;
  let newer: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    const cap = await insertProduct(db, { name: "Trucker Cap", price: 19.99, category: "accessories" });
    const tee = await insertProduct(db, { name: "Team Tee", price: 0.1, category: "t-shirts" });
    older = (
      await insertOrder(db, {
        email: "coach@example.com",
        createdAt: new Date("2026-10-01"),
        lines: [{ product: cap, quantity: 2 }],
      })
    ).id;
    newer = (
      await insertOrder(db, {
        email: "parent@example.org",
        status: "shipped",
        createdAt: new Date("2026-11-01"),
        lines: [
          { product: tee, quantity: 3 },
          { product: cap, quantity: 1 },
        ],
      })
    ).id;
  });
  afterAll(() => server?.stop());

  it("lists orders newest first with the customer email, items and an exact total", async () => {
    const res = await send(server, "GET", "/api/orders", undefined, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const orders = (res.body as { data: Order[] }).data;
    expect(orders.map((o) => o.id)).toEqual([newer, older]);
    expect(orders[0]).toMatchObject({
      customer_email: "parent@example.org",
      status: "shipped",
      total: 20.29,
    });
    expect(orders[1]?.items).toEqual([
      expect.objectContaining({ product_name: "Trucker Cap", unit_price: 19.99, quantity: 2 }),
    ]);
  });

  it("sets any status from any other, and refuses unknown statuses", async () => {
    for (const status of ["delivered", "pending", "cancelled", "processing"]) {
      const res = await send(server, "PUT", `/api/orders/${older}`, { status }, admin);
      expect(res.status, status).toBe(200);
      expect((res.body as { data: Order }).data.status).toBe(status);
    }
    const bad = await send(server, "PUT", `/api/orders/${older}`, { status: "lost" }, admin);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/Status must be one of: pending, processing/);
  });

  it("keeps the name and price on the order after the product is deleted", async () => {
    const list = (await send(server, "GET", "/api/orders", undefined, admin)).body as { data: Order[] };
    const productId = list.data[1]?.items[0]?.product_id ?? "";
    expect((await send(server, "DELETE", `/api/products/${productId}`, undefined, admin)).status).toBe(200);
    const after = (await send(server, "GET", "/api/orders", undefined, admin)).body as { data: Order[] };
    expect(after.data[1]?.items[0]).toMatchObject({
      product_id: null,
      product_name: "Trucker Cap",
      unit_price: 19.99,
    });
  });

  it("is for admins only", async () => {
    const customer = await signedInHeaders(server, "customer");
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      expect((await send(server, "GET", "/api/orders", undefined, headers)).status).toBe(status);
      expect((await send(server, "PUT", `/api/orders/${older}`, { status: "shipped" }, headers)).status).toBe(
        status,
      );
      expect((await send(server, "DELETE", `/api/orders/${older}`, undefined, headers)).status).toBe(status);
    }
    const list = (await send(server, "GET", "/api/orders", undefined, admin)).body as { data: Order[] };
    expect(list.data).toHaveLength(2);
  });

  it("deletes an order, then answers 404 for it", async () => {
    expect((await send(server, "DELETE", `/api/orders/${older}`, undefined, admin)).status).toBe(200);
    expect((await send(server, "DELETE", `/api/orders/${older}`, undefined, admin)).status).toBe(404);
    expect((await send(server, "PUT", `/api/orders/nope`, { status: "shipped" }, admin)).status).toBe(404);
  });
});
