import { orderPayments, paymentRefunds } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./helpers";
import {
  capProduct,
  chooseCheckout,
  type PaymentsWorld,
  placeOrder,
  startPaymentsWorld,
} from "./payment-fixtures";

// Staff refund a provider's payment from the order page: the refund is pending until the
// provider's event says it is done, and only then do the order's paid amount and balance move.

interface Detail {
  order: { id: string; number: number; total: number; amount_paid: number; balance: number };
  payments: Array<{
    id: string;
    amount: number;
    provider: string | null;
    refundable: number;
    refunds: Array<{ amount: number; status: string; reason: string; by: string; source: string }>;
  }>;
  timeline: Array<{ kind: string; details: Record<string, unknown> }>;
}

describe(`staff refunds of online payments (${testDatabaseEngine})`, () => {
  let world: PaymentsWorld;
  let cap: { id: string };
  const db = () => world.server.database.db;

  beforeAll(async () => {
    world = await startPaymentsWorld();
    cap = await capProduct(world);
    await chooseCheckout(world, "pay_now_or_in_store");
  });
  afterAll(() => world?.stop());

  const detail = async (number: number) => {
    const res = await send(world.server, "GET", `/api/orders/by-number/${number}`, undefined, world.admin);
    expect(res.status).toBe(200);
    return (res.body as { data: Detail }).data;
  };
  /** Two caps ($40 + tax) paid on the stand-in's page: the order and its one online payment. */
  const paidOnline = async () => {
    const placed = await placeOrder(world, cap, { quantity: 2, payment: "pay_now" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const session = await world.stripe.pay(placed.sessionId ?? "");
    const intent =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? "");
    const page = await detail(placed.number);
    const payment = page.payments[0];
    if (!payment) throw new Error("the payment event recorded no payment");
    return { placed, page, payment, intent };
  };
  const refund = (orderId: string, paymentId: string, body: unknown, headers: Record<string, string> = {}) =>
    send(world.server, "POST", `/api/orders/${orderId}/payments/${paymentId}/refunds`, body, {
      ...world.admin,
      ...headers,
    });

  it("refunds half: pending while the provider works, then done and the balance follows", async () => {
    const { placed, page, payment } = await paidOnline();
    expect(page.order.balance).toBe(0);
    expect(payment.provider).toBe("stripe");
    expect(payment.refundable).toBe(placed.total);
    const half = Math.round(placed.total * 50) / 100;
    // The provider answers "pending" and its events follow: held until the answer is read, since
    // nothing orders the two (on a busy machine the events can land before the answer is built).
    const release = world.stripe.holdEvents();
    const res = await refund(placed.id, payment.id, { amount: half, reason: "One cap came back unworn" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const asked = (res.body as { data: Detail }).data;
    expect(asked.payments[0]?.refunds[0]).toMatchObject({
      amount: half,
      status: "pending",
      reason: "One cap came back unworn",
      source: "staff",
      by: expect.stringMatching(/^admin.*@example\.com$/),
    });
    expect(asked.payments[0]?.refundable).toBe(Math.round((placed.total - half) * 100) / 100);
    expect(asked.order.amount_paid).toBe(placed.total);
    expect(asked.timeline.find((e) => e.kind === "refund")?.details).toMatchObject({ status: "pending" });

    await release();
    const done = await detail(placed.number);
    expect(done.payments[0]?.refunds[0]?.status).toBe("succeeded");
    expect(done.order.amount_paid).toBe(Math.round((placed.total - half) * 100) / 100);
    expect(done.order.balance).toBe(half);
    expect(done.timeline.filter((e) => e.kind === "refund").map((e) => e.details.status)).toEqual([
      "succeeded",
      "pending",
    ]);
    const [row] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(row?.providerRefundId).toMatch(/^re_/);
    // Half the order refunded carries half its sales tax, for the tax return.
    expect(row?.tax).toBe(Math.round((done.order as { tax: number } & Detail["order"]).tax * 50) / 100);
  });

  it("refuses more than is left of the payment, naming the most, and changes nothing", async () => {
    const { placed, payment } = await paidOnline();
    const first = await refund(placed.id, payment.id, { amount: 10, reason: "Price match" });
    expect(first.status).toBe(201);
    await world.stripe.deliveriesSettled();
    const requestsBefore = world.stripe.requests.length;
    const res = await refund(placed.id, payment.id, { amount: placed.total, reason: "Whole order back" });
    expect(res.status).toBe(400);
    const most = (placed.total - 10).toFixed(2);
    expect(JSON.stringify(res.body)).toContain(`At most $${most}`);
    expect(world.stripe.requests.length).toBe(requestsBefore);
    const rows = await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect((await detail(placed.number)).order.balance).toBe(10);
  });

  it("asks the provider once for the same Idempotency-Key sent twice", async () => {
    const { placed, payment } = await paidOnline();
    const key = `refund-${placed.id}`;
    const body = { amount: 5, reason: "Late pickup discount" };
    const first = await refund(placed.id, payment.id, body, { "Idempotency-Key": key });
    const second = await refund(placed.id, payment.id, body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    await world.stripe.deliveriesSettled();
    const asked = world.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(asked.filter((r) => r.idempotencyKey === key)).toHaveLength(1);
    const page = await detail(placed.number);
    expect(page.payments[0]?.refunds).toHaveLength(1);
    expect(page.order.balance).toBe(5);
  });

  it("refuses an in-store payment, saying to reverse it instead", async () => {
    const placed = await placeOrder(world, cap, { payment: "in_store" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const paid = await send(
      world.server,
      "POST",
      `/api/orders/${placed.id}/payments`,
      { amount: 5, method: "cash" },
      world.admin,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const payment = (paid.body as { data: Detail }).data.payments[0];
    expect(payment?.refundable).toBe(0);
    const res = await refund(placed.id, payment?.id ?? "", { amount: 5, reason: "Changed mind" });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain("Reverse");
  });

  it("requires a reason of 3 characters or more", async () => {
    const { placed, payment } = await paidOnline();
    const res = await refund(placed.id, payment.id, { amount: 1, reason: "x" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("The reason needs at least 3 characters");
  });

  it("marks the refund failed and answers 503 when the provider refuses it", async () => {
    const { placed, payment, intent } = await paidOnline();
    // Money given back in the dashboard while the store's webhook was unreachable: the store still
    // thinks it can refund, the provider says nothing is left.
    world.stripe.setWebhook("http://127.0.0.1:9/unreachable");
    await world.stripe.dashboardRefund(intent, Math.round(placed.total * 100));
    world.stripe.setWebhook(`${world.server.url}/api/payments/webhooks/stripe`);
    const res = await refund(placed.id, payment.id, { amount: 1, reason: "Goodwill" });
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).toContain("nothing was given back");
    // The dashboard's refund may be told later: the staff refund stays failed and counts nothing.
    const page = await detail(placed.number);
    const staff = page.payments[0]?.refunds.filter((r) => r.source === "staff");
    expect(staff).toEqual([expect.objectContaining({ amount: 1, status: "failed", reason: "Goodwill" })]);
    expect(page.timeline.find((e) => e.kind === "refund" && e.details.status === "failed")).toBeDefined();
  });

  it("records a dashboard refund and a dispute as money given back", async () => {
    const { placed, intent } = await paidOnline();
    await world.stripe.dashboardRefund(intent, 500);
    await world.stripe.dispute(intent, 1000);
    const page = await detail(placed.number);
    expect(page.payments[0]?.refunds.map((r) => [r.source, r.amount, r.status])).toEqual(
      expect.arrayContaining([
        ["dashboard", 5, "succeeded"],
        ["dispute", 10, "succeeded"],
      ]),
    );
    expect(page.order.balance).toBe(15);
  });
});

describe(`a refund's event before its payment's (${testDatabaseEngine})`, () => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await startPaymentsWorld({ autoDeliver: false });
    await chooseCheckout(world, "pay_now");
  });
  afterAll(() => world?.stop());

  it("waits, then counts once the payment is recorded", async () => {
    const placed = await placeOrder(world, await capProduct(world));
    const session = await world.stripe.pay(placed.sessionId ?? "");
    const intent =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? "");
    await world.stripe.dashboardRefund(intent, 300);
    const refundEvent = world.stripe.events.find(
      (e) => e.type === "refund.created" && (e.data.object as Stripe.Refund).payment_intent === intent,
    );
    const paidEvent = world.stripe.events.find(
      (e) => e.type === "checkout.session.completed" && (e.data.object as { id: string }).id === session.id,
    );
    if (!refundEvent || !paidEvent) throw new Error("the stand-in made no events");
    expect(await world.stripe.send(refundEvent)).toBe(200);
    const db = world.server.database.db;
    const [waiting] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerPaymentRef, intent));
    expect(waiting?.status).toBe("waiting");
    expect(await world.stripe.send(paidEvent)).toBe(200);
    const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, placed.id));
    const res = await send(
      world.server,
      "GET",
      `/api/orders/by-number/${placed.number}`,
      undefined,
      world.admin,
    );
    const page = (res.body as { data: Detail }).data;
    expect(page.payments[0]?.id).toBe(payment?.id);
    expect(page.payments[0]?.refunds[0]).toMatchObject({
      amount: 3,
      status: "succeeded",
      source: "dashboard",
    });
    expect(page.order.balance).toBe(3);
  });
});
