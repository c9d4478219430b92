import { orderPayments } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send } from "./helpers";
import {
  capProduct,
  chooseCheckout,
  type PaymentsWorld,
  placeOrder,
  STRIPE_KEY,
  startPaymentsWorld,
} from "./payment-fixtures";

// The accountant matches what the provider paid to the bank with the store's ledger, and takes
// every payment of a period as a CSV.

interface Payouts {
  payouts: Array<{
    id: string;
    amount: number;
    problems: number;
    transactions: Array<{
      kind: string;
      payment_ref: string | null;
      refund_ref: string | null;
      amount: number;
      order: { number: number } | null;
      ledger_amount: number | null;
      flag: string;
    }>;
  }>;
  pending: Array<{ order: { number: number }; payment_ref: string; amount: number }>;
}

describe(`payouts matched with the ledger, and the payments CSV (${testDatabaseEngine})`, () => {
  let world: PaymentsWorld;
  let cap: { id: string };

  beforeAll(async () => {
    world = await startPaymentsWorld();
    cap = await capProduct(world);
    await chooseCheckout(world, "pay_now");
  });
  afterAll(() => world?.stop());

  const paidOnline = async (quantity = 1) => {
    const placed = await placeOrder(world, cap, { quantity });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const session = await world.stripe.pay(placed.sessionId ?? "");
    const intent =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? "");
    const [payment] = await world.server.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, placed.id));
    if (!payment) throw new Error("the payment event recorded no payment");
    return { placed, intent, payment };
  };
  const payouts = async () => {
    const res = await send(world.server, "GET", "/api/payments/payouts", undefined, world.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: Payouts }).data;
  };

  it("matches payments, refunds and disputes to their orders and flags what the ledger lacks or disagrees on", async () => {
    const refunded = await paidOnline(2);
    const asked = await send(
      world.server,
      "POST",
      `/api/orders/${refunded.placed.id}/payments/${refunded.payment.id}/refunds`,
      { amount: 10, reason: "One cap returned" },
      world.admin,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await world.stripe.deliveriesSettled();
    await world.stripe.dispute(refunded.intent, 500);
    const mistyped = await paidOnline();
    // Someone changed the ledger's amount by hand: the provider's figure no longer matches.
    await world.server.database.db
      .update(orderPayments)
      .set({ amount: mistyped.payment.amount - 1 })
      .where(eq(orderPayments.id, mistyped.payment.id));
    // A payment taken on a page the store never opened (made in the provider's dashboard).
    const stripe = new Stripe(STRIPE_KEY, world.stripe.sdkOptions);
    const stray = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        { quantity: 1, price_data: { currency: "usd", unit_amount: 777, product_data: { name: "Walk-in" } } },
      ],
      success_url: "https://example.com/done",
    });
    const strayPaid = await world.stripe.pay(stray.id);
    const strayIntent =
      typeof strayPaid.payment_intent === "string" ? strayPaid.payment_intent : strayPaid.payment_intent?.id;

    await world.stripe.payout();
    const later = await paidOnline();
    const answer = await payouts();
    const [payout] = answer.payouts;
    if (!payout) throw new Error("no payout listed");
    const byRef = (ref: string | null | undefined) =>
      payout.transactions.filter((t) => t.payment_ref === ref || t.refund_ref === ref);

    expect(byRef(refunded.intent).map((t) => [t.kind, t.order?.number, t.flag])).toEqual(
      expect.arrayContaining([
        ["payment", refunded.placed.number, "ok"],
        ["refund", refunded.placed.number, "ok"],
        ["dispute", refunded.placed.number, "ok"],
      ]),
    );
    const refund = byRef(refunded.intent).find((t) => t.kind === "refund");
    expect(refund).toMatchObject({ amount: -10, ledger_amount: 10 });
    expect(byRef(mistyped.intent)[0]).toMatchObject({
      flag: "amount_differs",
      amount: mistyped.payment.amount,
      ledger_amount: mistyped.payment.amount - 1,
      order: { number: mistyped.placed.number },
    });
    expect(byRef(strayIntent)[0]).toMatchObject({ flag: "not_in_ledger", amount: 7.77, order: null });
    expect(payout.problems).toBe(2);
    // Paid after the payout: waiting for the next one, which is normal.
    expect(answer.pending.map((p) => p.order.number)).toEqual([later.placed.number]);
    expect(byRef(later.intent)).toEqual([]);
  });

  it("exports every payment of the store days asked, with what was refunded and reversed", async () => {
    const { placed, payment } = await paidOnline();
    const asked = await send(
      world.server,
      "POST",
      `/api/orders/${placed.id}/payments/${payment.id}/refunds`,
      { amount: 4, reason: "Price match" },
      world.admin,
    );
    expect(asked.status).toBe(201);
    await world.stripe.deliveriesSettled();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
    const res = await fetch(`${world.server.url}/api/payments/export.csv?from=${today}&to=${today}`, {
      headers: world.admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`payments-${today}-to-${today}.csv`);
    const csv = await res.text();
    expect(csv).toContain(
      '"Date","Order Number","Customer","Method","Provider","Reference","Amount","Refunded","Reversed","Recorded By"',
    );
    const line = csv.split("\r\n").find((l) => l.includes(`"${placed.number}"`));
    expect(line).toBe(
      `"${today}","${placed.number}","Pat Parent <pat.parent@example.com>","card online","Stripe","${payment.reference}","${payment.amount.toFixed(2)}","4.00","0.00","Stripe"`,
    );
  });

  it("refuses a range it cannot read, saying how to write it", async () => {
    const bad = await send(
      world.server,
      "GET",
      "/api/payments/export.csv?from=July&to=2026-07-01",
      undefined,
      world.admin,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("from must be a date written YYYY-MM-DD");
    const notADay = await send(
      world.server,
      "GET",
      "/api/payments/export.csv?from=2026-02-30&to=2026-03-01",
      undefined,
      world.admin,
    );
    expect(notADay.status).toBe(400);
  });
});
