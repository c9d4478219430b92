import { type Database, orderPayments, paymentRefunds } from "@store/db";
import { type PaymentProvider, paymentProviderLabels, type RefundSource } from "@store/db/catalogue";
import { and, eq, or, sql } from "drizzle-orm";
import { isUuid } from "../../common/not-found";
import { formatMoney } from "../../mail/templates/format";
import type { ProviderEvent } from "../../payments/provider";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import { recordAudit } from "../staff/audit-records";
import { claimEvent, tellOutcome } from "./claim-event";
import type { EventOutcome } from "./event-outcome";
import { dollars, providerActor } from "./provider-actor";
import { taxShare } from "./refund-tax";

type Refund = Extract<ProviderEvent, { kind: "refund" }>;
type Disputed = Extract<ProviderEvent, { kind: "disputed" }>;

/** Money going back, as the provider tells it: a refund (staff's, or made in its dashboard) or a dispute. */
interface MoneyBack {
  eventId: string;
  paymentRef: string;
  refundRef: string;
  amountCents: number;
  status: "succeeded" | "failed" | "pending";
  refundId: string | null;
  source: RefundSource;
}

export const fromRefund = (e: Refund): MoneyBack => ({
  eventId: e.eventId,
  paymentRef: e.paymentRef,
  refundRef: e.refundRef,
  amountCents: e.amountCents,
  status: e.status,
  refundId: e.refundId,
  source: "dashboard",
});

export const fromDispute = (e: Disputed): MoneyBack => ({
  eventId: e.eventId,
  paymentRef: e.paymentRef,
  refundRef: e.disputeRef,
  amountCents: e.amountCents,
  status: "succeeded",
  refundId: null,
  source: "dispute",
});

const reasonFor = (source: RefundSource, provider: PaymentProvider) =>
  source === "dispute"
    ? "Disputed by the card holder: the bank took the money back."
    : provider === "square"
      ? "Refunded at Square's terminal or in its dashboard."
      : `Refunded in ${paymentProviderLabels[provider]}'s dashboard.`;

/**
 * A refund or dispute lands in the ledger only from the provider's event, once. Staff's own refund
 * (pending since they asked) becomes done or failed; one made in the dashboard, or a dispute, is
 * added as done. A refund whose payment the store has not recorded yet waits for it.
 */
export async function applyMoneyBack(options: {
  db: Database;
  provider: PaymentProvider;
  event: ProviderEvent;
  back: MoneyBack;
}): Promise<EventOutcome> {
  const { db, provider, event, back } = options;
  const [payment] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, provider), eq(orderPayments.providerRef, back.paymentRef)));
  if (!payment) return waitForPayment(db, provider, event, back);
  return db.transaction(async (tx): Promise<EventOutcome> => {
    await lockOrder(tx, payment.orderId);
    if (!(await claimEvent(tx, provider, event, payment.orderId)))
      return { result: "duplicate", message: "This event was handled before." };
    const done = (o: EventOutcome) => tellOutcome(tx, provider, event, o.message).then(() => o);
    const order = await getOrder(tx, payment.orderId);
    const [existing] = await tx
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.provider, provider),
          // Only the store's own ids are looked up by id: metadata typed in a dashboard may be anything.
          back.refundId && isUuid(back.refundId)
            ? or(eq(paymentRefunds.id, back.refundId), eq(paymentRefunds.providerRefundId, back.refundRef))
            : eq(paymentRefunds.providerRefundId, back.refundRef),
        ),
      );
    if (back.status === "pending") {
      if (existing && !existing.providerRefundId)
        await tx
          .update(paymentRefunds)
          .set({ providerRefundId: back.refundRef })
          .where(eq(paymentRefunds.id, existing.id));
      return done({ result: "ignored", message: "The refund is still pending at the provider." });
    }
    if (existing && existing.status !== "pending")
      return done({
        result: "duplicate",
        message: `This refund was already ${existing.status}.`,
        orderNumber: order.number,
      });
    const amount = dollars(back.amountCents);
    let refundId: string;
    if (existing) {
      await tx
        .update(paymentRefunds)
        .set({ status: back.status, providerRefundId: back.refundRef, settledAt: sql`now()` })
        .where(eq(paymentRefunds.id, existing.id));
      refundId = existing.id;
    } else {
      if (back.status === "failed")
        return done({
          result: "ignored",
          message: "A failed refund the store never asked for: nothing to undo.",
        });
      const [row] = await tx
        .insert(paymentRefunds)
        .values({
          orderId: order.id,
          paymentId: payment.id,
          provider,
          providerPaymentRef: back.paymentRef,
          providerRefundId: back.refundRef,
          amount,
          tax: taxShare(order, back.amountCents),
          reason: reasonFor(back.source, provider),
          status: "succeeded",
          source: back.source,
          settledAt: sql`now()`,
        })
        .returning({ id: paymentRefunds.id });
      if (!row) throw new Error("refund insert returned no row");
      refundId = row.id;
    }
    const reason = existing?.reason ?? reasonFor(back.source, provider);
    const source = existing?.source ?? back.source;
    await recordOrderEvent(tx, order.id, "refund", "store", {
      refund_id: refundId,
      amount: existing ? existing.amount : amount,
      status: back.status,
      source,
      reason,
      provider,
    });
    const after = await getOrder(tx, order.id);
    await recordAudit(tx, providerActor(provider), {
      action: back.status === "failed" ? "order.refund_failed" : "order.refund",
      entity: "order",
      entityId: order.id,
      summary:
        back.status === "failed"
          ? `${paymentProviderLabels[provider]} could not refund ${formatMoney(amount)} on order #${order.number}.`
          : `${paymentProviderLabels[provider]} gave back ${formatMoney(amount)} on order #${order.number}: ${reason}`,
      before: { amount_paid: order.amount_paid, balance: order.balance },
      after: { amount_paid: after.amount_paid, balance: after.balance },
    });
    if (back.status === "failed")
      return done({
        result: "ignored",
        message: `The refund failed at the provider; order #${order.number} keeps its payment.`,
      });
    return done({
      result: "refunded",
      message: `Gave back ${formatMoney(amount)} on order #${order.number}.`,
      orderNumber: order.number,
    });
  });
}

/** The refund's event came before its payment's: kept, and counted once the payment is recorded. */
async function waitForPayment(
  db: Database,
  provider: PaymentProvider,
  event: ProviderEvent,
  back: MoneyBack,
): Promise<EventOutcome> {
  if (back.status !== "succeeded")
    return { result: "ignored", message: "No payment of this store's to refund." };
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, provider, event, null)))
      return { result: "duplicate", message: "This event was handled before." };
    await tx
      .insert(paymentRefunds)
      .values({
        provider,
        providerPaymentRef: back.paymentRef,
        providerRefundId: back.refundRef,
        amount: dollars(back.amountCents),
        reason: reasonFor(back.source, provider),
        status: "waiting",
        source: back.source,
      })
      .onConflictDoNothing();
    const message = `Waiting for its payment ${back.paymentRef} to be recorded.`;
    await tellOutcome(tx, provider, event, message);
    return { result: "waiting", message };
  });
}
