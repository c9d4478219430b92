import { orderStatusChanges, orders, outboxEmails } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger";
import { smtpTransport } from "../src/mail/smtp-transport";
import { deliverDueEmails } from "../src/mail/worker";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { readable, startSmtpServer } from "./smtp-server";
import { family, placed, tokenOf } from "./team-family-fixtures";
import {
  approvedQuote,
  data,
  emails,
  errorOf,
  insertStoreOrder,
  jersey,
  mail,
  storeCalls,
} from "./team-store-fixtures";

// A team's orders move with the store's production (issue 37): start production → being prepared,
// ready → ready for pickup, complete → picked up; a cancelled order never moves, a late order joins
// the step, and a quote's order follows the quote. The families hear of it once (the store's own
// "ready" note, with their balance and the handout), the coach gets who still owes what, and
// Complete refuses to go past money still owed unless staff say they saw it.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2027-03-01T15:00:00Z");
const logger = createLogger("silent");

describe(`team orders follow the store's production (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof storeCalls>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    smtp = await startSmtpServer();
    admin = await signedInHeaders(server, "admin");
    calls = storeCalls(server, admin);
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    server.setClock(NOW);
    await server.database.db.delete(outboxEmails);
    smtp.received.length = 0;
  });

  const db = () => server.database.db;
  const statusOf = async (id: string) =>
    (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const historyOf = async (id: string) =>
    (
      await db()
        .select({ s: orderStatusChanges.status })
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, id))
        .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id))
    ).map((r) => r.s);
  /** The admin's order page, as staff open it by number. */
  const orderPage = async (id: string) => {
    const [row] = await db().select({ n: orders.number }).from(orders).where(eq(orders.id, id));
    return data(await send(server, "GET", `/api/orders/by-number/${row?.n}`, undefined, admin));
  };

  /** A closed store with the Eagles' handout settings, two unpaid-ish orders and a cancelled one. */
  async function closedStore() {
    const product = await jersey(db());
    const { store, items } = await insertTeamStore(
      db(),
      {
        teamName: "Eagles 12U",
        coachName: "Coach Rivera",
        coachEmail: "rivera@example.com",
        status: "closed",
        opensAt: new Date(NOW.getTime() - 9 * DAY),
        closesAt: new Date(NOW.getTime() - DAY),
        handoutPlace: "Clanton Park, field 2",
        handoutWhen: "Tuesday March 9, 5:30 PM (practice)",
        handoutBy: "Coach Rivera",
      },
      { items: [{ productId: product.id, price: 40, sizes: ["Youth M", "Youth L"] }] },
    );
    const item = items[0] as never;
    const ava = await insertStoreOrder(db(), {
      storeId: store.id,
      player: "Ava Smith",
      email: "ava.parent@example.com",
      lines: [{ item, quantity: 2 }],
      paid: 30,
    });
    const ben = await insertStoreOrder(db(), {
      storeId: store.id,
      player: "Ben Jones",
      email: "ben.parent@example.com",
      lines: [{ item }],
    });
    const cy = await insertStoreOrder(db(), {
      storeId: store.id,
      player: "Cy Gone",
      email: "cy.parent@example.com",
      lines: [{ item }],
    });
    await send(server, "PUT", `/api/orders/${cy.id}`, { status: "cancelled" }, admin);
    await db().delete(outboxEmails);
    return { store, item, ava, ben, cy };
  }

  it("start production → being prepared, ready → ready for pickup, complete → picked up; a cancelled order stays", async () => {
    const { store, ava, ben, cy } = await closedStore();

    expect((await calls.move(store.id, "start_production")).status).toBe(200);
    expect([await statusOf(ava.id), await statusOf(ben.id), await statusOf(cy.id)]).toEqual([
      "processing",
      "processing",
      "cancelled",
    ]);
    // Staff's order page reads the new status, and its timeline says why it moved.
    const page = await orderPage(ava.id);
    expect(page.order.status).toBe("processing");
    const moved = (page.timeline as { kind: string; details: unknown }[]).find((e) => e.kind === "status");
    expect(moved?.details).toEqual({
      from: "pending",
      to: "processing",
      because: "Eagles 12U went into production.",
    });

    expect((await calls.move(store.id, "mark_ready")).status).toBe(200);
    expect([await statusOf(ava.id), await statusOf(ben.id), await statusOf(cy.id)]).toEqual([
      "shipped",
      "shipped",
      "cancelled",
    ]);

    const done = await calls.move(store.id, "complete", { acknowledge_unpaid: true });
    expect(done.status).toBe(200);
    expect([await statusOf(ava.id), await statusOf(ben.id), await statusOf(cy.id)]).toEqual([
      "delivered",
      "delivered",
      "cancelled",
    ]);
    expect(await historyOf(ava.id)).toEqual(["pending", "processing", "shipped", "delivered"]);
    expect(await historyOf(cy.id)).toEqual(["pending", "cancelled"]);
    // The store's own e-mails tell the families; no order-status e-mail tells them twice.
    expect(await emails(db(), "order.status_changed")).toHaveLength(0);
    expect((await emails(db(), "team_store.ready")).map((e) => e.to).sort()).toEqual([
      "ava.parent@example.com",
      "ben.parent@example.com",
    ]);
  });

  it("the ready e-mails, read through SMTP: each family's balance, the day, the place, who hands out and whom to pay; the coach's list of who owes what", async () => {
    const { store } = await closedStore();
    await calls.move(store.id, "start_production");
    await calls.move(store.id, "mark_ready");
    await deliverDueEmails(db(), smtpTransport(smtp.url, "Store <orders@clanton.example>"), {
      now: new Date(),
      logger,
    });
    const byRecipient = (to: string) => {
      const m = smtp.received.find((r) => r.to.includes(to));
      if (!m) throw new Error(`no e-mail to ${to}`);
      return readable(m.raw);
    };
    const ava = byRecipient("ava.parent@example.com");
    expect(ava).toContain("Ava Smith's items from the Eagles 12U team store are ready");
    expect(ava).toContain("Order total: $80.00");
    expect(ava).toContain("Paid so far: $30.00");
    expect(ava).toContain("Balance due: $50.00");
    expect(ava).toContain("Where: Clanton Park, field 2");
    expect(ava).toContain("When: Tuesday March 9, 5:30 PM (practice)");
    expect(ava).toContain("Handed out by: Coach Rivera");
    expect(ava).toContain("Payment: Paid to Clanton Sports Apparel, not to Coach Rivera");
    expect(byRecipient("ben.parent@example.com")).toContain("Balance due: $40.00");

    const coach = byRecipient("rivera@example.com");
    expect(coach).toContain("The Eagles 12U team order is ready");
    expect(coach).toContain("2 families still owe $90.00");
    expect(coach).toContain("#");
    expect(coach).toMatch(/Ava Smith \(Parent of Ava Smith\): \$50\.00/);
    expect(coach).toMatch(/Ben Jones \(Parent of Ben Jones\): \$40\.00/);
    expect(coach).not.toContain("Cy Gone");
    // One e-mail per family and one to the coach, no more.
    expect(smtp.received).toHaveLength(3);
  });

  it("Complete warns with what is still owed and needs acknowledge_unpaid; a paid-up store completes without it", async () => {
    const { store, ava, ben } = await closedStore();
    await calls.move(store.id, "start_production");
    await calls.move(store.id, "mark_ready");
    expect((await calls.get(store.id)).unpaid).toEqual({
      orders: 2,
      owed: 90,
      words: "2 families still owe $90.00",
    });
    const refused = await calls.move(store.id, "complete");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe(
      `2 families still owe $90.00 (#${ava.number}, #${ben.number}). Record their payments on their order pages first, or complete anyway with acknowledge_unpaid.`,
    );
    expect(await statusOf(ava.id)).toBe("shipped");
    expect((await calls.get(store.id)).status).toBe("ready");

    for (const [o, amount] of [
      [ava, 50],
      [ben, 40],
    ] as const) {
      const paid = await send(
        server,
        "POST",
        `/api/orders/${o.id}/payments`,
        { amount, method: "cash" },
        admin,
      );
      expect(paid.status).toBe(201);
    }
    expect((await calls.get(store.id)).unpaid).toMatchObject({ orders: 0, owed: 0 });
    expect(data(await calls.move(store.id, "complete")).status).toBe("completed");
    expect(await statusOf(ben.id)).toBe("delivered");
  });

  it("a late order joins the step: being prepared in production, and still being prepared once the store is ready (batch 2 is made later)", async () => {
    const { store, item } = await closedStore();
    await calls.move(store.id, "start_production");
    const lines = [{ item_id: (item as { id: string }).id, size: "Youth M", quantity: 1 }];
    const body = { customer: family, player_name: "Dee Late", lines };
    const late = await send(server, "POST", `/api/team-stores/${store.id}/late-orders`, body, admin);
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const lateId = placed(late).order.id;
    expect(data(late).order.status).toBe("processing");
    expect(await historyOf(lateId)).toEqual(["processing"]);

    await calls.move(store.id, "mark_ready");
    expect(await statusOf(lateId)).toBe("shipped");

    const later = await send(
      server,
      "POST",
      `/api/team-stores/${store.id}/late-orders`,
      { ...body, player_name: "Eli Later" },
      admin,
    );
    expect(later.status).toBe(201);
    const laterId = placed(later).order.id;
    expect(data(later).order.status).toBe("processing");
    // The family's page says it in the team's terms.
    const view = data(await send(server, "GET", `/api/team-orders/${tokenOf(later)}`));
    expect(view.order.status).toBe("processing");
    expect(view.status_words).toContain("Your items are being made; we e-mail you when they are ready.");

    await calls.move(store.id, "complete", { acknowledge_unpaid: true });
    expect(await statusOf(lateId)).toBe("delivered");
    // Not made yet, so not handed out: staff mark it ready on its page when batch 2 is done.
    expect(await statusOf(laterId)).toBe("processing");
  });

  it("the family's order page shows paid so far, the balance and the handout", async () => {
    const { store, item } = await closedStore();
    await calls.move(store.id, "start_production");
    const lines = [{ item_id: (item as { id: string }).id, size: "Youth M", quantity: 1 }];
    const late = await send(
      server,
      "POST",
      `/api/team-stores/${store.id}/late-orders`,
      { customer: family, player_name: "Fay Paid", lines },
      admin,
    );
    const order = placed(late).order;
    await send(server, "POST", `/api/orders/${order.id}/payments`, { amount: 15, method: "cash" }, admin);
    const view = data(await send(server, "GET", `/api/team-orders/${tokenOf(late)}`));
    expect(view.order).toMatchObject({ total: 40, amount_paid: 15, balance: 25 });
    expect(view.store.handout).toEqual([
      { label: "Where", value: "Clanton Park, field 2" },
      { label: "When", value: "Tuesday March 9, 5:30 PM (practice)" },
      { label: "Handed out by", value: "Coach Rivera" },
      {
        label: "Payment",
        value:
          "Paid to Clanton Sports Apparel, not to Coach Rivera: cash, check or card at the store (1105 7th Street N, Clanton) before the handout",
      },
    ]);
  });

  it("a quote's order is being prepared from the start and picked up when the quote completes", async () => {
    const quote = await approvedQuote(db());
    const made = await send(server, "POST", `/api/quotes/${quote.id}/order`, undefined, admin);
    expect(made.status).toBe(201);
    const orderId = data(made).order.id as string;
    expect(await statusOf(orderId)).toBe("processing");
    expect((await orderPage(orderId)).order.status).toBe("processing");

    const done = await send(server, "PUT", `/api/quotes/${quote.id}/status`, { status: "completed" }, admin);
    expect(done.status).toBe(200);
    expect(await statusOf(orderId)).toBe("delivered");
    expect(await historyOf(orderId)).toEqual(["processing", "delivered"]);
    // The coach hears of it from the quote's e-mail, not an order e-mail as well.
    expect(await emails(db(), "order.status_changed")).toHaveLength(0);
  });

  it("staff set the handout on the store; a too-long place is refused saying so; empty means the store's counter", async () => {
    const { store } = await calls.draft();
    const set = await calls.patch(store.id, {
      handout_place: "Clanton Park, field 2",
      handout_when: "Tuesday practice, 5:30 PM",
      handout_by: "Coach Rivera",
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(data(set)).toMatchObject({
      handout_place: "Clanton Park, field 2",
      handout_when: "Tuesday practice, 5:30 PM",
      handout_by: "Coach Rivera",
    });
    const long = await calls.patch(store.id, { handout_place: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(errorOf(long)).toContain("Handout place must be at most 200 characters.");
    expect((await calls.get(store.id)).handout_place).toBe("Clanton Park, field 2");
    const cleared = data(await calls.patch(store.id, { handout_place: "", handout_by: "" }));
    expect(cleared).toMatchObject({ handout_place: null, handout_by: null });
    const family = data(
      await send(server, "GET", `/api/team-stores/by-slug/${store.slug}`, undefined, admin),
    );
    expect(family.handout[0]).toEqual({
      label: "Where",
      value: "Clanton Sports Apparel, 1105 7th Street N, Clanton, AL 35045",
    });
    expect(family.handout[2]).toEqual({ label: "Handed out by", value: "Clanton Sports Apparel staff" });
  });

  it("a store with nothing unpaid says so to the coach", async () => {
    const product = await jersey(db());
    const { store, items } = await insertTeamStore(
      db(),
      {
        status: "in_production",
        opensAt: new Date(NOW.getTime() - 9 * DAY),
        closesAt: new Date(NOW.getTime() - DAY),
      },
      { items: [{ productId: product.id, price: 25 }] },
    );
    await insertStoreOrder(db(), {
      storeId: store.id,
      player: "Gil Paid",
      email: "gil@example.com",
      lines: [{ item: items[0] as never }],
      paid: 25,
    });
    await calls.move(store.id, "mark_ready");
    const [coach] = await emails(db(), "team_store.ready_coach");
    expect(coach?.text).toContain("Every family has paid in full.");
    expect(coach?.text).toContain("Handed out by: Clanton Sports Apparel staff");
    const [ready] = await emails(db(), "team_store.ready");
    expect(ready?.text).toContain("Balance due: $0.00 (paid in full, thank you)");
    expect(data(await calls.move(store.id, "complete")).status).toBe("completed");
  });
});
