// Drives the stand-in with the real stripe SDK, as the store does, and receives its webhooks at a
// tiny local server verified with stripe.webhooks.constructEvent.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "./index.js";

const secret = "whsec_stand_in_test";
let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Server;
let received: Stripe.Event[];
let answerStatus: number;

beforeEach(async () => {
  received = [];
  answerStatus = 200;
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        received.push(
          stripe.webhooks.constructEvent(
            Buffer.concat(chunks),
            String(request.headers["stripe-signature"]),
            secret,
          ),
        );
        response.writeHead(answerStatus).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
  standIn = await startStripeStandIn({ webhookUrl, webhookSecret: secret });
  stripe = new Stripe("sk_test_local", { ...standIn.sdkOptions, maxNetworkRetries: 0 });
});

afterEach(async () => {
  await standIn.close();
  await new Promise((resolve) => receiver.close(resolve));
});

function createSession(
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
  options?: Stripe.RequestOptions,
) {
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          price_data: { currency: "usd", unit_amount: 617, product_data: { name: "Club socks" } },
          quantity: 2,
        },
      ],
      success_url: "http://127.0.0.1:3000/checkout/done?session={CHECKOUT_SESSION_ID}",
      cancel_url: "http://127.0.0.1:3000/checkout",
      customer_email: "parent@example.com",
      client_reference_id: "order-42",
      metadata: { orderId: "42" },
      payment_intent_data: { metadata: { orderId: "42" } },
      ...extra,
    },
    options,
  );
}

describe("checkout sessions", () => {
  it("creates an open session whose url is the stand-in's hosted page", async () => {
    const session = await createSession();
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      status: "open",
      payment_status: "unpaid",
      amount_total: 1234,
      currency: "usd",
      metadata: { orderId: "42" },
      payment_intent: null,
    });
    expect(session.url).toBe(`${standIn.url}/c/pay/${session.id}`);
    expect(session.success_url).toContain("{CHECKOUT_SESSION_ID}");
    expect(standIn.requests.at(-1)).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
  });

  it("answers the same session for the same Idempotency-Key", async () => {
    const first = await createSession({}, { idempotencyKey: "order-42-attempt-1" });
    const again = await createSession({}, { idempotencyKey: "order-42-attempt-1" });
    expect(again.id).toBe(first.id);
    expect(standIn.sessions.size).toBe(1);
  });

  it("refuses expires_at under 30 minutes away with Stripe's error", async () => {
    const soon = Math.floor(Date.now() / 1000) + 10 * 60;
    await expect(createSession({ expires_at: soon })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "expires_at",
    });
  });

  it("refuses a request without a test secret key", async () => {
    const live = new Stripe("sk_live_nope", { ...standIn.sdkOptions, maxNetworkRetries: 0 });
    await expect(live.checkout.sessions.retrieve("cs_test_x")).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
  });

  it("pays a session and delivers a signed checkout.session.completed", async () => {
    const created = await createSession();
    await standIn.pay(created.id);
    const completed = received.find((event) => event.type === "checkout.session.completed");
    const session = completed?.data.object as Stripe.Checkout.Session;
    expect(session).toMatchObject({
      id: created.id,
      payment_status: "paid",
      amount_total: 1234,
      client_reference_id: "order-42",
      metadata: { orderId: "42" },
    });
    expect(session.payment_intent).toMatch(/^pi_/);
    const fetched = await stripe.checkout.sessions.retrieve(created.id, { expand: ["payment_intent"] });
    expect((fetched.payment_intent as Stripe.PaymentIntent).metadata).toEqual({ orderId: "42" });
  });

  it("holds an API call's events until released, then delivers them", async () => {
    const open = await createSession();
    const release = standIn.holdEvents();
    expect((await stripe.checkout.sessions.expire(open.id)).status).toBe("expired");
    await standIn.deliveriesSettled();
    const expiredOf = () =>
      received.filter(
        (event) =>
          event.type === "checkout.session.expired" &&
          (event.data.object as Stripe.Checkout.Session).id === open.id,
      );
    expect(expiredOf()).toHaveLength(0);
    await release();
    expect(expiredOf()).toHaveLength(1);
  });

  it("expires an open session and refuses to expire a paid one", async () => {
    const open = await createSession();
    expect((await stripe.checkout.sessions.expire(open.id)).status).toBe("expired");
    const paid = await createSession();
    await standIn.pay(paid.id);
    await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({ statusCode: 400 });
    await standIn.deliveriesSettled();
    expect(
      received.filter((event) => event.type === "checkout.session.expired").map((event) => event.data.object),
    ).toMatchObject([{ id: open.id, status: "expired" }]);
    expect(await (await fetch(`${standIn.url}/c/pay/${open.id}`)).text()).toContain(
      "This checkout session has expired",
    );
  });

  it("expires a session by itself once expires_at passes", async () => {
    const session = await createSession();
    const stored = standIn.sessions.get(session.id);
    if (stored) stored.expires_at = Math.floor(Date.now() / 1000) - 1;
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
  });
});

describe("hosted page", () => {
  it("shows the amount and a Pay button whose form completes the session and redirects to success_url", async () => {
    const session = await createSession();
    const page = await (await fetch(session.url ?? "")).text();
    expect(page).toContain("Pay $12.34");
    expect(page).toContain('<label for="card-number">Card number</label>');
    expect(page).toContain("test stand-in");
    const paid = await fetch(session.url ?? "", { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://127.0.0.1:3000/checkout/done?session=${session.id}`);
    expect(await (await fetch(session.url ?? "")).text()).toContain("already been paid");
  });
});

describe("refunds and payouts", () => {
  async function paidIntent(): Promise<string> {
    const session = await standIn.pay((await createSession()).id);
    return String(session.payment_intent);
  }

  it("makes one refund for the same Idempotency-Key twice, pending in the answer and succeeded in the events", async () => {
    const paymentIntent = await paidIntent();
    const first = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 500 },
      { idempotencyKey: "refund-1" },
    );
    const again = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 500 },
      { idempotencyKey: "refund-1" },
    );
    expect(again.id).toBe(first.id);
    expect(first.status).toBe("pending");
    await standIn.deliveriesSettled();
    expect(received.filter((event) => event.type.startsWith("refund.")).map((event) => event.type)).toEqual([
      "refund.created",
      "refund.updated",
    ]);
    expect(received.at(-1)?.data.object).toMatchObject({ id: first.id, status: "succeeded" });
    expect((await stripe.refunds.retrieve(first.id)).status).toBe("succeeded");
    expect(received.at(-1)?.request).toMatchObject({ idempotency_key: "refund-1" });
    expect(received.at(-1)?.data.previous_attributes).toEqual({ status: "pending" });
  });

  it("tells the store of a dashboard refund and a dispute, neither made through the API", async () => {
    const paymentIntent = await paidIntent();
    const refund = await standIn.dashboardRefund(paymentIntent, 300);
    const dispute = await standIn.dispute(paymentIntent, 934);
    const byType = new Map(received.map((event) => [event.type, event]));
    expect(byType.get("refund.created")?.data.object).toMatchObject({
      id: refund.id,
      amount: 300,
      status: "succeeded",
      payment_intent: paymentIntent,
    });
    expect(byType.get("refund.created")?.request).toEqual({ id: null, idempotency_key: null });
    expect(byType.get("charge.dispute.created")?.data.object).toMatchObject({
      id: dispute.id,
      amount: 934,
      payment_intent: paymentIntent,
      status: "needs_response",
    });
  });

  it("refuses an Idempotency-Key reused for a different refund, as Stripe does", async () => {
    const paymentIntent = await paidIntent();
    await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 100 },
      { idempotencyKey: "refund-order-42" },
    );
    await expect(
      stripe.refunds.create(
        { payment_intent: paymentIntent, amount: 200 },
        { idempotencyKey: "refund-order-42" },
      ),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
  });

  it("refuses a refund above what is left on the charge", async () => {
    const paymentIntent = await paidIntent();
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 })).rejects.toMatchObject(
      { code: "amount_too_large", statusCode: 400 },
    );
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("lists a payout's charge and refund balance transactions with their sources expanded, page by page", async () => {
    const paymentIntent = await paidIntent();
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 234 });
    const payout = await standIn.payout();
    expect(payout.amount).toBe(1234 - (36 + 30) - 234);
    const first = await stripe.balanceTransactions.list({
      payout: payout.id,
      limit: 2,
      expand: ["data.source"],
    });
    expect(first.has_more).toBe(true);
    const rest = await stripe.balanceTransactions.list({
      payout: payout.id,
      limit: 2,
      starting_after: first.data.at(-1)?.id,
      expand: ["data.source"],
    });
    const all = [...first.data, ...rest.data];
    expect(all.map((entry) => entry.type).sort()).toEqual(["charge", "payout", "refund"]);
    for (const entry of all.filter((item) => item.type !== "payout")) {
      expect((entry.source as Stripe.Charge | Stripe.Refund).payment_intent).toBe(paymentIntent);
    }
    expect((await stripe.payouts.list({ limit: 1 })).data[0]?.id).toBe(payout.id);
    expect((await stripe.payouts.retrieve(payout.id)).status).toBe("paid");
    await expect.poll(() => received.some((event) => event.type === "payout.paid")).toBe(true);
  });
});

describe("events", () => {
  it("queues events until deliverPending when the store answers with an error, and reports the statuses", async () => {
    answerStatus = 500;
    const session = await createSession();
    await standIn.pay(session.id);
    answerStatus = 200;
    expect(await standIn.deliverPending()).toEqual([200]);
    expect(await standIn.deliverPending()).toEqual([]);
  });

  it("sends events signed badly, unsigned or stale so the store's checks can be tested", async () => {
    await standIn.pay((await createSession()).id);
    const event = standIn.events.at(-1);
    if (!event) throw new Error("paying a session made no event");
    expect(await standIn.send(event)).toBe(200);
    expect(await standIn.send(event, { signature: "bad" })).toBe(400);
    expect(await standIn.send(event, { signature: "none" })).toBe(400);
    expect(await standIn.send(event, { signature: "stale" })).toBe(400);
  });
});
