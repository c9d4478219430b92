import { outboxEmails, paymentRequests } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDuePaymentReminders } from "../src/domains/payments/payment-requests";
import { send } from "./helpers";
import { type PaymentsWorld, startPaymentsWorld } from "./payment-fixtures";

// Staff's "Send payment request": one e-mail with a "Pay $N now" link now, reminders at 3 and 7
// days on the store's clock while a balance is due, none once the order is paid or cancelled.

const DAY = 24 * 60 * 60 * 1000;
const mail = {
  storeEmail: "store@clanton.example",
  publicUrl: "https://shop.clanton.example",
  statusEmailDelayMs: 0,
};

describe("payment requests", () => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await startPaymentsWorld({ server: { mail } });
  });
  afterAll(() => world?.stop());

  const db = () => world.server.database.db;
  const newOrder = async (price = 40) => {
    const product = await insertProduct(db(), {
      name: `Hoodie ${Math.random()}`,
      price,
      category: "hoodies",
    });
    return insertOrder(db(), { email: "coach@example.com", lines: [{ product, quantity: 1 }] });
  };
  const request = (id: string) =>
    send(world.server, "POST", `/api/orders/${id}/payment-requests`, undefined, world.admin);
  const emails = (orderId: string) =>
    db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, "order.payment_request")))
      .orderBy(asc(outboxEmails.createdAt));
  const requestRow = async (orderId: string) => {
    const [row] = await db().select().from(paymentRequests).where(eq(paymentRequests.orderId, orderId));
    if (!row) throw new Error("no payment request stored");
    return row;
  };
  const sweep = (at: Date) => sendDuePaymentReminders({ db: db(), mail, now: at });
  const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY);

  it("e-mails a pay link now and reminds at 3 and 7 days, then stops", async () => {
    const order = await newOrder(40);
    const res = await request(order.id);
    expect(res.status).toBe(201);
    const timeline = (
      res.body as { data: { timeline: { kind: string; details: Record<string, unknown> }[] } }
    ).data.timeline;
    expect(timeline.find((e) => e.kind === "payment_requested")?.details).toMatchObject({
      amount: 40,
      to: "coach@example.com",
    });

    const [first] = await emails(order.id);
    expect(first?.to).toBe("coach@example.com");
    expect(first?.text).toContain("Pay $40.00 now:");
    expect(first?.text).toMatch(/https:\/\/shop\.clanton\.example\/orders\/[\w-]+\?pay=1/);
    // The link opens the order: its token is a private link of this order.
    const token = first?.text.match(/\/orders\/([\w-]+)\?pay=1/)?.[1] ?? "";
    const page = await send(world.server, "GET", `/api/order-tracking/${token}`);
    expect((page.body as { data: { number: number } }).data.number).toBe(order.number);

    const start = (await requestRow(order.id)).createdAt;
    expect(await sweep(daysAfter(start, 2.9))).toMatchObject({ sent: 0 });
    expect(await sweep(daysAfter(start, 3))).toMatchObject({ sent: 1 });
    expect(await sweep(daysAfter(start, 3.5))).toMatchObject({ sent: 0 });
    expect(await sweep(daysAfter(start, 7))).toMatchObject({ sent: 1 });
    expect(await sweep(daysAfter(start, 30))).toMatchObject({ sent: 0 });

    const sent = await emails(order.id);
    expect(sent.map((e) => e.subject)).toEqual([
      `Order #${order.number}: please pay $40.00 online`,
      `Reminder: Order #${order.number} has $40.00 to pay`,
      `Reminder: Order #${order.number} has $40.00 to pay`,
    ]);
    expect(await requestRow(order.id)).toMatchObject({ remindersSent: 2, stopReason: "reminders_done" });
  });

  it("stops reminding once the order is paid", async () => {
    const order = await newOrder(25);
    await request(order.id);
    const paid = await send(
      world.server,
      "POST",
      `/api/orders/${order.id}/payments`,
      { amount: 25, method: "cash" },
      world.admin,
    );
    expect(paid.status).toBe(201);
    const start = (await requestRow(order.id)).createdAt;
    expect(await sweep(daysAfter(start, 3))).toMatchObject({ sent: 0 });
    expect(await sweep(daysAfter(start, 7))).toMatchObject({ sent: 0 });
    expect(await emails(order.id)).toHaveLength(1);
    expect(await requestRow(order.id)).toMatchObject({ remindersSent: 0, stopReason: "paid" });
    expect((await request(order.id)).status).toBe(409);
  });

  it("sends no reminder after the order is cancelled, and refuses a new request", async () => {
    const order = await newOrder(30);
    await request(order.id);
    const start = (await requestRow(order.id)).createdAt;
    expect(await sweep(daysAfter(start, 3))).toMatchObject({ sent: 1 });
    const cancelled = await send(
      world.server,
      "PUT",
      `/api/orders/${order.id}`,
      { status: "cancelled" },
      world.admin,
    );
    expect(cancelled.status).toBe(200);
    expect(await sweep(daysAfter(start, 7))).toMatchObject({ sent: 0 });
    expect(await emails(order.id)).toHaveLength(2);
    expect(await requestRow(order.id)).toMatchObject({ remindersSent: 1, stopReason: "cancelled" });
    const again = await request(order.id);
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toMatch(/cancelled/);
  });

  it("replaces an older request: one set of reminders per order", async () => {
    const order = await newOrder(50);
    await request(order.id);
    await request(order.id);
    const rows = await db().select().from(paymentRequests).where(eq(paymentRequests.orderId, order.id));
    expect(rows.map((r) => r.stopReason).sort()).toEqual([null, "replaced"]);
  });
});
