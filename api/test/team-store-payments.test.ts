import { orderPayments, orders, outboxEmails, paymentRefunds, teamStoreNumbers } from "@store/db";
import { insertProduct, insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { type PaymentsWorld, startPaymentsWorld } from "./payment-fixtures";
import { data, errorOf, item, jersey, storeBody } from "./team-store-fixtures";

// A team store whose families pay when ordering (payment mode pay_at_order), against the Stripe
// stand-in: the order waits for its payment, the team's e-mails go once it is paid, an unpaid page
// cancels it, a raise asks for the difference and a lowered paid order is refunded at close.

const family = { name: "Dana Parent", email: "dana.parent@example.com", phone: "(205) 555-0199" };

/** An open store collecting at order: a $35 jersey whose name and number are optional ($5 to print). */
async function payAtOrderStore(world: PaymentsWorld) {
  const db = world.server.database.db;
  const product = await insertProduct(db, { name: "Game Jersey", price: 30, category: "apparel" });
  const inserted = await insertTeamStore(
    db,
    { paymentMode: "pay_at_order", numbersUnique: true },
    {
      items: [
        {
          productId: product.id,
          price: 35,
          sizes: ["Youth M", "Youth L"],
          personalisation: "both",
          personalisationFee: 5,
        },
      ],
    },
  );
  const [jerseyItem] = inserted.items;
  if (!jerseyItem) throw new Error("store item missing");
  return { store: inserted.store, jerseyItem };
}

type Store = Awaited<ReturnType<typeof payAtOrderStore>>;

async function familyOrders(
  world: PaymentsWorld,
  s: Store,
  player: string,
  line: Record<string, unknown> = {},
) {
  const res = await send(world.server, "POST", `/api/team-stores/by-slug/${s.store.slug}/orders`, {
    customer: family,
    player_name: player,
    lines: [{ item_id: s.jerseyItem.id, size: "Youth M", quantity: 1, ...line }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const placed = data(res);
  return {
    id: placed.order.id as string,
    total: placed.order.total as number,
    lineId: placed.order.items[0].id as string,
    token: (placed.order_path as string).split("/").pop() as string,
    paymentUrl: placed.payment_url as string | null,
    sessionId: (placed.payment_url as string | null)?.split("/").pop() ?? "",
  };
}

const mailsOf = (world: PaymentsWorld, orderId: string) =>
  world.server.database.db
    .select({ kind: outboxEmails.kind, to: outboxEmails.to })
    .from(outboxEmails)
    .where(eq(outboxEmails.orderId, orderId))
    .orderBy(asc(outboxEmails.createdAt));

async function orderRow(world: PaymentsWorld, id: string) {
  const [row] = await world.server.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

const trackedOrder = async (world: PaymentsWorld, token: string) =>
  data(await send(world.server, "GET", `/api/team-orders/${token}`)) as {
    order: { total: number; amount_paid: number; balance: number; status: string };
    payment_url: string | null;
    payment_amount: number | null;
  };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe(`team store: families pay when ordering (${testDatabaseEngine})`, () => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await startPaymentsWorld();
  });
  afterAll(() => world?.stop());

  it("places the order to be paid now, sends the team's e-mails once its payment comes, and shows it paid", async () => {
    const s = await payAtOrderStore(world);
    const order = await familyOrders(world, s, "Sam Lee", { name: "Lee", number: "12" });
    expect(order.paymentUrl).toMatch(/\/c\/pay\/cs_/);
    // The payment page returns the family to their own order page.
    expect(world.stripe.sessions.get(order.sessionId)?.success_url).toMatch(
      new RegExp(`/team/${s.store.slug}/order/${order.token}\\?payment=done$`),
    );
    expect((await orderRow(world, order.id)).paymentChoice).toBe("pay_now");
    // Nothing is confirmed before the money: no e-mail yet.
    expect(await mailsOf(world, order.id)).toEqual([]);

    await world.stripe.pay(order.sessionId);
    const view = await trackedOrder(world, order.token);
    expect(view.order).toMatchObject({ total: order.total, amount_paid: order.total, balance: 0 });
    expect(view.payment_url).toBeNull();
    const sent = await mailsOf(world, order.id);
    expect(sent.map((m) => m.kind).sort()).toEqual(["team_order.placed", "team_order.received"]);

    // Stripe sends an event again: it is recorded once and nobody is e-mailed twice.
    const completed = world.stripe.events.filter((e) => e.type === "checkout.session.completed").at(-1);
    if (!completed) throw new Error("no checkout.session.completed event");
    expect(await world.stripe.send(completed)).toBe(200);
    expect(await mailsOf(world, order.id)).toHaveLength(2);
    const payments = await world.server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(payments).toHaveLength(1);

    // The coach's page and the batch report read the ledger: this family shows paid.
    const admin = world.admin;
    const listed = await send(world.server, "GET", `/api/team-stores/${s.store.id}/orders`, undefined, admin);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('"payment_state":"paid"');
  });

  it("cancels an order whose page closes unpaid, frees its number and says so in one e-mail", async () => {
    const s = await payAtOrderStore(world);
    const order = await familyOrders(world, s, "Alex Ortiz", { name: "Ortiz", number: "7" });
    const db = world.server.database.db;
    expect(
      await db.select().from(teamStoreNumbers).where(eq(teamStoreNumbers.storeId, s.store.id)),
    ).toHaveLength(1);

    const session = world.stripe.sessions.get(order.sessionId);
    if (!session) throw new Error("no session at the stand-in");
    session.expires_at = Math.floor(Date.now() / 1000) - 1;
    const cancelled = await until(
      () => orderRow(world, order.id),
      (o) => o.status === "cancelled",
      "the unpaid order to be cancelled",
    );
    expect(cancelled.status).toBe("cancelled");
    await world.stripe.deliveriesSettled();
    expect(await db.select().from(teamStoreNumbers).where(eq(teamStoreNumbers.storeId, s.store.id))).toEqual(
      [],
    );
    expect((await mailsOf(world, order.id)).map((m) => m.kind)).toEqual(["order.payment_not_completed"]);

    // Number 7 is free again: another family may take it.
    const again = await familyOrders(world, s, "Pat Ortiz", { name: "Ortiz", number: "7" });
    expect(again.paymentUrl).toBeTruthy();
  });

  it("asks for the difference when a paid family's change raises the total", async () => {
    const s = await payAtOrderStore(world);
    const order = await familyOrders(world, s, "Jo Park");
    await world.stripe.pay(order.sessionId);

    const res = await send(world.server, "PATCH", `/api/team-orders/${order.token}`, {
      lines: [{ id: order.lineId, name: "Park" }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = data(res);
    const owed = changed.order.total - order.total;
    expect(owed).toBeGreaterThanOrEqual(5);
    expect(changed.payment_amount).toBe(owed);
    expect(changed.payment_url).toMatch(/\/c\/pay\/cs_/);
    // The order page offers the same page on a later visit.
    expect((await trackedOrder(world, order.token)).payment_url).toBe(changed.payment_url);

    await world.stripe.pay(changed.payment_url.split("/").pop());
    const paid = await trackedOrder(world, order.token);
    expect(paid.order).toMatchObject({ amount_paid: changed.order.total, balance: 0 });
    expect(paid.payment_url).toBeNull();
  });

  it("refunds the difference when the store closes, for a paid family's change that lowered the total", async () => {
    const s = await payAtOrderStore(world);
    const order = await familyOrders(world, s, "Kim Diaz", { name: "Diaz", number: "3" });
    await world.stripe.pay(order.sessionId);
    const res = await send(world.server, "PATCH", `/api/team-orders/${order.token}`, {
      lines: [{ id: order.lineId, name: null, number: null }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lowered = data(res).order;
    expect(data(res).payment_url).toBeNull();
    const back = Math.round((order.total - lowered.total) * 100) / 100;
    expect(back).toBeGreaterThanOrEqual(5);
    // Nothing goes back while the family may still change the order.
    const db = world.server.database.db;
    expect(await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toEqual([]);

    const closed = await send(
      world.server,
      "POST",
      `/api/team-stores/${s.store.id}/transitions`,
      { action: "close" },
      world.admin,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await world.stripe.deliveriesSettled();
    const refunds = await until(
      () => db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)),
      (rows) => rows[0]?.status === "succeeded",
      "the close refund to succeed",
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: back,
      status: "succeeded",
      idempotencyKey: `close-${order.id}`,
    });
    const asked = world.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(asked.map((r) => r.idempotencyKey)).toEqual([`close-${order.id}`]);
    const view = await trackedOrder(world, order.token);
    expect(view.order).toMatchObject({ amount_paid: lowered.total, balance: 0 });

    // A second pass (the clock, or another move) asks nothing more.
    await send(
      world.server,
      "POST",
      `/api/team-stores/${s.store.id}/transitions`,
      { action: "start_production" },
      world.admin,
    );
    expect(world.stripe.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST")).toHaveLength(
      1,
    );
  });

  it("lets staff choose that families pay when ordering while card payments are set up", async () => {
    const product = await jersey(world.server.database.db);
    const res = await send(
      world.server,
      "POST",
      "/api/team-stores",
      { ...storeBody(new Date(), { payment_mode: "pay_at_order" }), items: [item(product.id)] },
      world.admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(data(res).payment_mode).toBe("pay_at_order");
  });
});

describe(`team store: paying when ordering needs card payments (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("refuses the mode on create and on update, saying what to do", async () => {
    const product = await jersey(server.database.db);
    const created = await send(
      server,
      "POST",
      "/api/team-stores",
      { ...storeBody(new Date(), { payment_mode: "pay_at_order" }), items: [item(product.id)] },
      admin,
    );
    expect(created.status).toBe(409);
    expect(errorOf(created)).toMatch(/online card payments are set up.*Pay at pickup/);

    const draft = await send(
      server,
      "POST",
      "/api/team-stores",
      { ...storeBody(new Date()), items: [item(product.id)] },
      admin,
    );
    expect(draft.status).toBe(201);
    const updated = await send(
      server,
      "PATCH",
      `/api/team-stores/${data(draft).id}`,
      { payment_mode: "pay_at_order" },
      admin,
    );
    expect(updated.status).toBe(409);
    expect(errorOf(updated)).toMatch(/online card payments are set up/);
  });

  it("refuses a family's order in a store that collects at order once card payments are off", async () => {
    const product = await insertProduct(server.database.db, {
      name: "Cap",
      price: 15,
      category: "accessories",
    });
    const { store, items } = await insertTeamStore(
      server.database.db,
      { paymentMode: "pay_at_order" },
      { items: [{ productId: product.id, price: 18 }] },
    );
    const res = await send(server, "POST", `/api/team-stores/by-slug/${store.slug}/orders`, {
      customer: family,
      player_name: "Sam Lee",
      lines: [{ item_id: items[0]?.id, quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(errorOf(res)).toMatch(/online card payments are not available right now: call the store/);
  });
});
