import {
  hostedPayments,
  orderPayments,
  orders,
  outboxEmails,
  paymentEvents,
  paymentInbox,
  productSizeOptions,
} from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, count, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepHostedPayments } from "../src/domains/payments/sweep-hosted-payments";
import { createLogger } from "../src/logger";
import { send } from "./helpers";
import { chooseCheckout, type PaymentsWorld, placeOrder, startPaymentsWorld } from "./payment-fixtures";

// Money is recorded only from the provider's verified event, once per event and once per payment,
// under the order's lock; the return page only shows it (issue 40, decision 086).

describe(`paying online at checkout (${testDatabaseEngine})`, () => {
  let world: PaymentsWorld;
  let jersey: { id: string };
  const db = () => world.server.database.db;

  beforeAll(async () => {
    // Events queue until a test sends them, so each race is played in the order it names.
    world = await startPaymentsWorld({ autoDeliver: false });
    jersey = await insertProduct(db(), { name: "Game Jersey", price: 40, category: "apparel" });
    await db().insert(productSizeOptions).values({ productId: jersey.id, size: "Adult L", stock: 50 });
  });
  afterAll(() => world?.stop());

  const order = (id: string) =>
    db()
      .select()
      .from(orders)
      .where(eq(orders.id, id))
      .then((r) => r[0]);
  const paymentsOf = (id: string) => db().select().from(orderPayments).where(eq(orderPayments.orderId, id));
  const emailsOf = (id: string, kind: string) =>
    db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.orderId, id), eq(outboxEmails.kind, kind)));
  const stock = () =>
    db()
      .select({ stock: productSizeOptions.stock })
      .from(productSizeOptions)
      .where(eq(productSizeOptions.productId, jersey.id))
      .then((r) => r[0]?.stock);
  const tracked = async (path: string) => {
    const res = await send(world.server, "GET", `/api/order-tracking/${path.split("/").pop()}`);
    return (res.body as { data: { online_payment: { state: string }; amount_paid: number; balance: number } })
      .data;
  };
  const eventFor = (sessionId: string, type: string) => {
    const found = world.stripe.events.filter(
      (e) => e.type === type && (e.data.object as { id?: string }).id === sessionId,
    );
    const event = found.at(-1);
    if (!event) throw new Error(`no ${type} for ${sessionId}`);
    return event;
  };
  const placePaid = async () => {
    const placed = await placeOrder(world, jersey, { size: "Adult L" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    if (!placed.sessionId) throw new Error("no payment page");
    return placed;
  };

  it("refuses pay now while checkout takes payment in store, storing nothing", async () => {
    const [before] = await db().select({ n: count() }).from(orders);
    const res = await placeOrder(world, jersey, { size: "Adult L", payment: "pay_now" });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain("does not take payment online at checkout");
    const [after] = await db().select({ n: count() }).from(orders);
    expect(after?.n).toBe(before?.n);
  });

  it("opens Stripe's hosted page for the order's total, holding its stock, with no confirmation yet", async () => {
    await chooseCheckout(world, "pay_now");
    const stockBefore = await stock();
    const placed = await placePaid();
    expect(placed.paymentUrl).toContain(`${world.stripe.url}/c/pay/cs_`);
    const session = world.stripe.sessions.get(placed.sessionId ?? "");
    expect(session?.amount_total).toBe(Math.round(placed.total * 100));
    expect(session?.metadata?.order_number).toBe(String(placed.number));
    expect((await order(placed.id))?.paymentChoice).toBe("pay_now");
    expect(await stock()).toBe((stockBefore ?? 0) - 1);
    expect(await emailsOf(placed.id, "order.placed")).toHaveLength(0);
    expect((await tracked(placed.trackingPath)).online_payment.state).toBe("confirming");
  });

  it("records the payment from the webhook only, before or after the return page, once", async () => {
    const placed = await placePaid();
    await world.stripe.pay(placed.sessionId ?? "");
    // The shopper is back before the event: the page says it is confirming and records nothing.
    const early = await tracked(placed.trackingPath);
    expect(early.online_payment.state).toBe("confirming");
    expect(await paymentsOf(placed.id)).toHaveLength(0);

    const event = eventFor(placed.sessionId ?? "", "checkout.session.completed");
    expect(await world.stripe.send(event)).toBe(200);
    // The same event again, and again at the same moment as another delivery: still one payment.
    const again = await Promise.all([world.stripe.send(event), world.stripe.send(event)]);
    expect(again).toEqual([200, 200]);
    const payments = await paymentsOf(placed.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: "card online", provider: "stripe", amount: placed.total });
    expect(payments[0]?.providerRef).toMatch(/^pi_/);
    const late = await tracked(placed.trackingPath);
    expect(late).toMatchObject({
      amount_paid: placed.total,
      balance: 0,
      online_payment: { state: "received" },
    });
    // Confirmed by its payment: the customer's e-mail and the store's, once each.
    expect(await emailsOf(placed.id, "order.placed")).toHaveLength(1);
    expect(await emailsOf(placed.id, "order.received")).toHaveLength(1);
  });

  it("records two different deliveries of one payment at the same moment once", async () => {
    const placed = await placePaid();
    await world.stripe.pay(placed.sessionId ?? "");
    const event = eventFor(placed.sessionId ?? "", "checkout.session.completed");
    // A second event id for the same payment (Stripe's async_payment_succeeded after completed).
    const twin = {
      ...event,
      id: `${event.id}_twin`,
      type: "checkout.session.async_payment_succeeded",
    } as Stripe.Event;
    const statuses = await Promise.all([world.stripe.send(event), world.stripe.send(twin)]);
    expect(statuses).toEqual([200, 200]);
    expect(await paymentsOf(placed.id)).toHaveLength(1);
  });

  it("refuses an unsigned, mis-signed or stale event with 400 and records nothing", async () => {
    const placed = await placePaid();
    await world.stripe.pay(placed.sessionId ?? "");
    const event = eventFor(placed.sessionId ?? "", "checkout.session.completed");
    const [before] = await db().select({ n: count() }).from(paymentEvents);
    for (const signature of ["none", "bad", "stale"] as const)
      expect(await world.stripe.send(event, { signature })).toBe(400);
    const raw = await fetch(`${world.server.url}/api/payments/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: JSON.stringify(event),
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: string }).error).toContain("signature");
    const [after] = await db().select({ n: count() }).from(paymentEvents);
    expect(after?.n).toBe(before?.n);
    expect(await paymentsOf(placed.id)).toHaveLength(0);
  });

  it("holds a payment of another amount than asked for staff, recording nothing", async () => {
    const placed = await placePaid();
    await world.stripe.pay(placed.sessionId ?? "", { amountTotal: 100 });
    expect(await world.stripe.send(eventFor(placed.sessionId ?? "", "checkout.session.completed"))).toBe(200);
    expect(await paymentsOf(placed.id)).toHaveLength(0);
    const held = await db().select().from(paymentInbox).where(eq(paymentInbox.orderId, placed.id));
    expect(held).toMatchObject([{ kind: "amount_mismatch", amount: 1 }]);
    const [page] = await db().select().from(hostedPayments).where(eq(hostedPayments.orderId, placed.id));
    expect(page?.status).toBe("held");
    expect((await tracked(placed.trackingPath)).online_payment.state).toBe("held");
  });

  it("cancels an order whose page expired unpaid, puts its stock back and sends one e-mail", async () => {
    const placed = await placePaid();
    const held = await stock();
    const session = world.stripe.sessions.get(placed.sessionId ?? "");
    if (!session) throw new Error("no session");
    session.expires_at = Math.floor(Date.now() / 1000) - 1;
    // Any request makes the stand-in notice the expiry, as Stripe's clock would.
    await fetch(`${world.stripe.url}/v1/checkout/sessions/${placed.sessionId}`, {
      headers: { authorization: "Bearer sk_test_api_tests" },
    });
    const event = eventFor(placed.sessionId ?? "", "checkout.session.expired");
    expect(await world.stripe.send(event)).toBe(200);
    expect(await world.stripe.send(event)).toBe(200);
    expect((await order(placed.id))?.status).toBe("cancelled");
    expect(await stock()).toBe((held ?? 0) + 1);
    expect(await emailsOf(placed.id, "order.payment_not_completed")).toHaveLength(1);
    expect(await emailsOf(placed.id, "order.placed")).toHaveLength(0);
    // A payment arriving for it after all is held for staff, not recorded on a cancelled order.
    await world.stripe.pay(placed.sessionId ?? "").catch(() => undefined);
    expect(await paymentsOf(placed.id)).toHaveLength(0);
  });

  it("closes a page left open past its life when no expiry event came, once", async () => {
    const placed = await placePaid();
    await db()
      .update(hostedPayments)
      .set({ expiresAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(hostedPayments.orderId, placed.id));
    const sweep = () =>
      sweepHostedPayments({
        db: db(),
        payments: world.payments,
        mail: { storeEmail: "store@example.com", statusEmailDelayMs: 0, publicUrl: world.server.url },
        logger: createLogger("silent"),
        now: new Date(),
      });
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect((await order(placed.id))?.status).toBe("cancelled");
    expect(world.stripe.sessions.get(placed.sessionId ?? "")?.status).toBe("expired");
    // Stripe's own event for the same page, arriving after: nothing more happens.
    await world.stripe.deliverPending();
    expect(await emailsOf(placed.id, "order.payment_not_completed")).toHaveLength(1);
  });

  it("keeps an unpaid order for the counter where checkout offers paying in store", async () => {
    await chooseCheckout(world, "pay_now_or_in_store");
    const placed = await placePaid();
    const session = world.stripe.sessions.get(placed.sessionId ?? "");
    if (!session) throw new Error("no session");
    session.expires_at = Math.floor(Date.now() / 1000) - 1;
    await fetch(`${world.stripe.url}/v1/checkout/sessions/${placed.sessionId}`, {
      headers: { authorization: "Bearer sk_test_api_tests" },
    });
    expect(await world.stripe.send(eventFor(placed.sessionId ?? "", "checkout.session.expired"))).toBe(200);
    const kept = await order(placed.id);
    expect(kept).toMatchObject({ status: "pending", paymentChoice: "in_store" });
    expect(await emailsOf(placed.id, "order.payment_not_completed")).toHaveLength(1);
    expect(await emailsOf(placed.id, "order.received")).toHaveLength(1);
    // In store is still a choice there; pay now stays the default.
    const counter = await placeOrder(world, jersey, { size: "Adult L", payment: "in_store" });
    expect(counter).toMatchObject({ status: 201, paymentUrl: null });
    await chooseCheckout(world, "pay_now");
  });

  it("counts a refund whose event came before its payment's once the payment is recorded", async () => {
    const placed = await placePaid();
    const session = await world.stripe.pay(placed.sessionId ?? "");
    const intent =
      typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    await world.stripe.dashboardRefund(intent ?? "", 1000);
    const refund = world.stripe.events.find(
      (e) => e.type === "refund.created" && (e.data.object as Stripe.Refund).payment_intent === intent,
    );
    if (!refund) throw new Error("no refund event");
    expect(await world.stripe.send(refund)).toBe(200);
    expect(await world.stripe.send(eventFor(placed.sessionId ?? "", "checkout.session.completed"))).toBe(200);
    const after = await tracked(placed.trackingPath);
    expect(after.amount_paid).toBe(placed.total - 10);
    expect(after.balance).toBe(10);
  });
});
