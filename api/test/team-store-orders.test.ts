import { type Database, orders } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { type Answer, data, insertStoreOrder, jersey, mail } from "./team-store-fixtures";

// The store page's orders (GET /api/team-stores/{id}/orders): batch 1 and batch 2 apart, each
// order's player, lines in words and payment state; the figures count every live order.

const DAY = 24 * 60 * 60 * 1000;

describe(`team stores: one store's orders for its page (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let db: Database;
  let admin: Record<string, string>;
  let storeId: string;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    db = server.database.db;
    admin = await signedInHeaders(server, "admin");
    const product = await jersey(db);
    const made = await insertTeamStore(
      db,
      { status: "closed", opensAt: new Date(Date.now() - 10 * DAY), closesAt: new Date(Date.now() - DAY) },
      { items: [{ productId: product.id, price: 30, fundraising: 5, personalisation: "both" }] },
    );
    storeId = made.store.id;
    const line = made.items[0] as never;
    await insertStoreOrder(db, {
      storeId,
      player: "Ava Reed",
      email: "reed@example.com",
      lines: [{ item: line, quantity: 2, name: "REED", number: "7" }],
      paid: 60,
    });
    await insertStoreOrder(db, {
      storeId,
      player: "Ben Cole",
      email: "cole@example.com",
      lines: [{ item: line, size: "Youth L" }],
      paid: 10,
    });
    const gone = await insertStoreOrder(db, {
      storeId,
      player: "Cal Diaz",
      email: "diaz@example.com",
      lines: [{ item: line, quantity: 4 }],
    });
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, gone.id));
    await insertStoreOrder(db, {
      storeId,
      player: "Dee Late",
      email: "late@example.com",
      batch: 2,
      lines: [{ item: line }],
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("lists each batch's orders with the player, the lines in words and whether they are paid", async () => {
    const res = await send(server, "GET", `/api/team-stores/${storeId}/orders`, undefined, admin);
    expect(res.status).toBe(200);
    const answer = data(res);
    const rows = answer.orders as Answer[];
    expect(rows.map((r) => [r.batch, r.player_name, r.payment_state, r.status])).toEqual([
      [1, "Ava Reed", "paid", "pending"],
      [1, "Ben Cole", "deposit", "pending"],
      [2, "Dee Late", "unpaid", "pending"],
      [1, "Cal Diaz", "unpaid", "cancelled"],
    ]);
    expect(rows[0]?.items).toBe("2 × Team Jersey (Youth M, REED #7)");
    expect(rows[1]?.balance).toBe(20);
    expect(typeof rows[0]?.number).toBe("number");
  });

  it("counts the live orders of both batches in the figures, not the cancelled one", async () => {
    const { figures } = data(
      await send(server, "GET", `/api/team-stores/${storeId}/orders`, undefined, admin),
    );
    expect(figures).toEqual({ orders: 3, pieces: 4, revenue: 120, fundraising: 20, unpaid: 50 });
  });

  it("answers 404 for an unknown store and 401 without a session", async () => {
    const unknown = await send(
      server,
      "GET",
      `/api/team-stores/${crypto.randomUUID()}/orders`,
      undefined,
      admin,
    );
    expect(unknown.status).toBe(404);
    const anonymous = await send(server, "GET", `/api/team-stores/${storeId}/orders`);
    expect(anonymous.status).toBe(401);
  });
});
