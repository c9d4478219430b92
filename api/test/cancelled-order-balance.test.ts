import { type Database, orders } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHeaders } from "./account-helpers";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { type Answer, data, insertStoreOrder, jersey, mail } from "./team-store-fixtures";

// "A cancelled order owes nothing" (ordering/order-balance.ts) is one rule read by every place that
// shows what an order still owes: staff's order page, the customer's account, the customer record,
// and a team store's orders and handout money. Each is asked before and after the cancel, so a
// place that still did its own sum would show the $20 the family never has to pay.

const DAY = 24 * 60 * 60 * 1000;
const family = "cancelled-balance@example.com";

describe(`a cancelled order owes nothing, wherever it is shown (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let db: Database;
  let admin: Record<string, string>;
  let account: Record<string, string>;
  let storeId: string;
  let order: { id: string; number: number; profileId: string };

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, mail });
    db = server.database.db;
    admin = await signedInHeaders(server, "admin");
    const product = await jersey(db);
    const made = await insertTeamStore(
      db,
      { status: "closed", opensAt: new Date(Date.now() - 10 * DAY), closesAt: new Date(Date.now() - DAY) },
      { items: [{ productId: product.id, price: 30, fundraising: 0, personalisation: "none" }] },
    );
    storeId = made.store.id;
    const placed = await insertStoreOrder(db, {
      storeId,
      player: "Ava Reed",
      email: family,
      lines: [{ item: made.items[0] as never }],
      paid: 10,
    });
    const [row] = await db
      .select({ id: orders.id, number: orders.number, profileId: orders.profileId })
      .from(orders)
      .where(eq(orders.id, placed.id));
    if (!row?.profileId) throw new Error("the order has no customer record");
    order = { id: row.id, number: row.number, profileId: row.profileId };
    account = await accountHeaders(server, family);
  });
  afterAll(() => server?.stop());

  const read = async (path: string, headers: Record<string, string>) => {
    const res = await send(server, "GET", path, undefined, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return data(res);
  };
  /** The balance each place shows for the order, and the store's handout money. */
  const owed = async () => {
    const staffPage = await read(`/api/orders/by-number/${order.number}`, admin);
    const mine = (await read("/api/account/orders", account)) as unknown as Answer[];
    const record = await read(`/api/customers/${order.profileId}`, admin);
    const storeOrders = await read(`/api/team-stores/${storeId}/orders`, admin);
    const store = await read(`/api/team-stores/${storeId}`, admin);
    return {
      orderPage: staffPage.order.balance,
      account: mine.find((o) => o.id === order.id)?.balance,
      customerRecord: (record.orders_list as Answer[]).find((o) => o.id === order.id)?.balance,
      customerTotal: record.balance,
      storeOrders: (storeOrders.orders as Answer[]).find((o) => o.id === order.id)?.balance,
      handoutOwed: store.unpaid.owed,
    };
  };

  it("shows the $20 still owed while the order is live, and nothing in any place once cancelled", async () => {
    expect(await owed()).toEqual({
      orderPage: 20,
      account: 20,
      customerRecord: 20,
      customerTotal: 20,
      storeOrders: 20,
      handoutOwed: 20,
    });

    const cancelled = await send(server, "PUT", `/api/orders/${order.id}`, { status: "cancelled" }, admin);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    expect(await owed()).toEqual({
      orderPage: 0,
      account: 0,
      customerRecord: 0,
      customerTotal: 0,
      storeOrders: 0,
      handoutOwed: 0,
    });
  });
});
