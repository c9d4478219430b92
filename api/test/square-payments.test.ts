import { createHmac } from "node:crypto";
import { paymentRefunds } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { eq } from "drizzle-orm";
import { WebhooksHelper } from "square";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentProviders, providersFromEnv } from "../src/payments/providers";
import { squareProvider } from "../src/payments/square-provider";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const SIGNATURE_KEY = "square_api_tests_signature_key";
// Square signs the address typed in its dashboard: behind the shop's proxy it is not the test
// server's own address, and the store must check against the configured one.
const NOTIFICATION_URL = "https://shop.example/api/payments/webhooks/square";

let server: TestServer;
let admin: Record<string, string>;
let product: { id: string };

beforeAll(async () => {
  const payments = paymentProviders({
    counter: squareProvider({
      accessToken: "sq_test_token",
      signatureKey: SIGNATURE_KEY,
      webhookUrl: NOTIFICATION_URL,
    }),
  });
  server = await startTestServer({ payments });
  admin = await signedInHeaders(server, "admin");
  product = await insertProduct(server.database.db, { name: "Team cap", price: 20, category: "accessories" });
});
afterAll(() => server.stop());

/** Square's signature: HMAC-SHA256 over the notification URL followed by the body, base64. */
const squareSignature = (body: string, key = SIGNATURE_KEY) =>
  createHmac("sha256", key)
    .update(NOTIFICATION_URL + body)
    .digest("base64");

let sequence = 0;
const next = (prefix: string) => `${prefix}_${Date.now()}_${++sequence}`;

function paymentEvent(options: {
  paymentId: string;
  cents: number;
  note: string | null;
  eventId?: string;
  type?: string;
  status?: string;
}) {
  return {
    merchant_id: "MLTEST",
    type: options.type ?? "payment.updated",
    event_id: options.eventId ?? next("evt"),
    created_at: new Date().toISOString(),
    data: {
      type: "payment",
      id: options.paymentId,
      object: {
        payment: {
          id: options.paymentId,
          status: options.status ?? "COMPLETED",
          amount_money: { amount: options.cents, currency: "USD" },
          total_money: { amount: options.cents, currency: "USD" },
          source_type: "CARD",
          note: options.note,
        },
      },
    },
  };
}

async function deliver(event: unknown, signature?: string | null) {
  const body = JSON.stringify(event);
  const sig = signature === undefined ? squareSignature(body) : signature;
  return send(server, "POST", "/api/payments/webhooks/square", body, {
    "content-type": "application/json",
    ...(sig === null ? {} : { "x-square-hmacsha256-signature": sig }),
  });
}

/** An order of `caps` caps at $20, to pay in store, as a shopper's checkout places it. */
async function placeOrder(caps = 2): Promise<{ id: string; number: number }> {
  const res = await send(server, "POST", "/api/checkout", {
    customer: { name: "Pat Parent", email: "pat.parent@example.com", phone: "(205) 555-0100" },
    fulfilment: { method: "pickup" },
    lines: [{ product_id: product.id, quantity: caps }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { order: { id: string; number: number } } }).data.order;
}

interface OrderPage {
  order: { amount_paid: number; balance: number };
  payments: Array<{ amount: number; method: string; reference: string | null; note: string | null }>;
}
async function orderPage(number: number): Promise<OrderPage & { amount_paid: number }> {
  const res = await send(server, "GET", `/api/orders/by-number/${number}`, undefined, admin);
  expect(res.status).toBe(200);
  const page = (res.body as { data: OrderPage }).data;
  return { ...page, amount_paid: page.order.amount_paid };
}

interface InboxItem {
  id: string;
  provider: string;
  kind: string;
  reason: string;
  amount: number;
  note: string | null;
  provider_payment_ref: string;
  resolved_at: string | null;
  resolution: string | null;
}
async function inbox(): Promise<{ items: InboxItem[]; open: number }> {
  const res = await send(server, "GET", "/api/payments/inbox", undefined, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = res.body as { data: InboxItem[]; open: number };
  return { items: body.data, open: body.open };
}
const inboxItemFor = async (paymentId: string) =>
  (await inbox()).items.find((i) => i.provider_payment_ref === paymentId);

describe("Square's signature", () => {
  it("is checked by the store once Square's keys are set", () => {
    const square = { accessToken: "sq_token", signatureKey: SIGNATURE_KEY, webhookUrl: NOTIFICATION_URL };
    expect(providersFromEnv({ stripe: undefined, square }).byName("square")?.name).toBe("square");
    expect(providersFromEnv({ stripe: undefined, square: undefined }).live()).toEqual([]);
  });

  it("is computed the way Square's own SDK checks it", async () => {
    const body = JSON.stringify(paymentEvent({ paymentId: "pay_sig", cents: 100, note: null }));
    await expect(
      WebhooksHelper.verifySignature({
        requestBody: body,
        signatureHeader: squareSignature(body),
        signatureKey: SIGNATURE_KEY,
        notificationUrl: NOTIFICATION_URL,
      }),
    ).resolves.toBe(true);
  });

  it("refuses an unsigned or mis-signed event with a 400 and records nothing", async () => {
    const order = await placeOrder();
    const paymentId = next("pay");
    const event = paymentEvent({ paymentId, cents: 4000, note: `#${order.number}` });
    const unsigned = await deliver(event, null);
    expect(unsigned.status).toBe(400);
    expect(JSON.stringify(unsigned.body)).toContain("x-square-hmacsha256-signature");
    const wrongKey = await deliver(event, squareSignature(JSON.stringify(event), "another_signature_key"));
    expect(wrongKey.status).toBe(400);
    expect(JSON.stringify(wrongKey.body)).toContain("SQUARE_WEBHOOK_URL");
    expect((await orderPage(order.number)).payments).toEqual([]);
    expect(await inboxItemFor(paymentId)).toBeUndefined();
  });
});

describe("a card payment at the counter", () => {
  it("lands on the order its note names, once, as a card payment with Square's id", async () => {
    const order = await placeOrder();
    const paymentId = next("pay");
    const event = paymentEvent({ paymentId, cents: 2500, note: `#${order.number} jerseys` });
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: "recorded", orderNumber: order.number });
    // Square sends again what it was not sure we took: the same event id.
    expect((await deliver(event)).body).toMatchObject({ result: "duplicate" });
    // And tells the same payment again in another event (created, then updated).
    expect(
      (
        await deliver(
          paymentEvent({ paymentId, cents: 2500, note: `#${order.number} jerseys`, type: "payment.created" }),
        )
      ).body,
    ).toMatchObject({ result: "duplicate" });
    const page = await orderPage(order.number);
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]).toMatchObject({
      amount: 25,
      method: "card",
      reference: paymentId,
      note: `#${order.number} jerseys`,
    });
    expect(page.amount_paid).toBe(25);
  });

  it("ignores a payment that is not completed yet", async () => {
    const order = await placeOrder();
    const res = await deliver(
      paymentEvent({
        paymentId: next("pay"),
        cents: 1000,
        note: `#${order.number}`,
        type: "payment.created",
        status: "APPROVED",
      }),
    );
    expect(res.body).toMatchObject({ result: "ignored" });
    expect((await orderPage(order.number)).payments).toEqual([]);
  });

  it("waits in the inbox when its note names no order, then staff assign it", async () => {
    const order = await placeOrder();
    const paymentId = next("pay");
    const res = await deliver(paymentEvent({ paymentId, cents: 1500, note: "jerseys for the Tigers" }));
    expect(res.body).toMatchObject({ result: "held" });
    const item = await inboxItemFor(paymentId);
    expect(item).toMatchObject({
      provider: "square",
      kind: "unmatched",
      amount: 15,
      reason: "The note names no order.",
      resolved_at: null,
    });
    expect((await inbox()).open).toBeGreaterThanOrEqual(1);
    if (!item) throw new Error("no inbox item");

    const wrong = await send(
      server,
      "POST",
      `/api/payments/inbox/${item.id}/assign`,
      { order_number: 999999 },
      admin,
    );
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).toContain("No order #999999");

    const assigned = await send(
      server,
      "POST",
      `/api/payments/inbox/${item.id}/assign`,
      { order_number: order.number },
      admin,
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((assigned.body as { data: unknown }).data).toMatchObject({
      resolution: `Assigned to order #${order.number}.`,
    });
    const page = await orderPage(order.number);
    expect(page.payments).toEqual([
      expect.objectContaining({ amount: 15, method: "card", reference: paymentId }),
    ]);

    const again = await send(
      server,
      "POST",
      `/api/payments/inbox/${item.id}/assign`,
      { order_number: order.number },
      admin,
    );
    expect(again.status).toBe(409);
    expect((await orderPage(order.number)).payments).toHaveLength(1);
    // A later event for the same payment finds it recorded.
    expect(
      (await deliver(paymentEvent({ paymentId, cents: 1500, note: "jerseys for the Tigers" }))).body,
    ).toMatchObject({
      result: "duplicate",
    });
  });

  it("waits in the inbox when it names an order that does not exist", async () => {
    const paymentId = next("pay");
    await deliver(paymentEvent({ paymentId, cents: 1500, note: "#987654" }));
    expect(await inboxItemFor(paymentId)).toMatchObject({ kind: "unmatched", reason: "No order #987654." });
  });

  it("waits in the inbox when it is more than the balance; assigning it there is refused; staff dismiss it", async () => {
    const order = await placeOrder(1); // $20 and tax
    const paymentId = next("pay");
    const res = await deliver(paymentEvent({ paymentId, cents: 50_000, note: `#${order.number}` }));
    expect(res.body).toMatchObject({ result: "held", orderNumber: order.number });
    expect((await orderPage(order.number)).payments).toEqual([]);
    const item = await inboxItemFor(paymentId);
    expect(item).toMatchObject({ kind: "over_balance", amount: 500 });
    expect(item?.reason).toContain(`left to pay on order #${order.number}`);
    if (!item) throw new Error("no inbox item");

    const refused = await send(
      server,
      "POST",
      `/api/payments/inbox/${item.id}/assign`,
      { order_number: order.number },
      admin,
    );
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("more than the");

    const dismissed = await send(
      server,
      "POST",
      `/api/payments/inbox/${item.id}/dismiss`,
      { reason: "Refunded to the customer at the terminal." },
      admin,
    );
    expect(dismissed.status).toBe(200);
    expect((dismissed.body as { data: unknown }).data).toMatchObject({
      resolution: "Refunded to the customer at the terminal.",
    });
    expect((await inboxItemFor(paymentId))?.resolved_at).not.toBeNull();
    // A later event for the dismissed payment records nothing.
    expect(
      (await deliver(paymentEvent({ paymentId, cents: 50_000, note: `#${order.number}` }))).body,
    ).toMatchObject({
      result: "duplicate",
    });
    expect((await orderPage(order.number)).payments).toEqual([]);
  });

  it("lists what waits before what was handled", async () => {
    const { items } = await inbox();
    const firstHandled = items.findIndex((i) => i.resolved_at !== null);
    const lastOpen = items.map((i) => i.resolved_at === null).lastIndexOf(true);
    expect(firstHandled).toBeGreaterThan(-1);
    expect(lastOpen).toBeLessThan(firstHandled);
  });

  it("is staff's only", async () => {
    expect((await send(server, "GET", "/api/payments/inbox")).status).toBe(401);
  });
});

describe("a refund at the terminal", () => {
  it("lands on the order of the payment it gives back", async () => {
    const order = await placeOrder();
    const paymentId = next("pay");
    await deliver(paymentEvent({ paymentId, cents: 3000, note: `#${order.number}` }));
    const refund = {
      type: "refund.updated",
      event_id: next("evt"),
      data: {
        type: "refund",
        id: "rf_1",
        object: {
          refund: {
            id: next("rf"),
            status: "COMPLETED",
            payment_id: paymentId,
            amount_money: { amount: 1000, currency: "USD" },
          },
        },
      },
    };
    const res = await deliver(refund);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderPage(order.number)).amount_paid).toBe(20);
    const refunds = await server.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.providerPaymentRef, paymentId));
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 10,
        status: "succeeded",
        reason: "Refunded at Square's terminal or in its dashboard.",
      }),
    ]);
    expect((await deliver(refund)).body).toMatchObject({ result: "duplicate" });
    expect((await orderPage(order.number)).amount_paid).toBe(20);
  });
});
