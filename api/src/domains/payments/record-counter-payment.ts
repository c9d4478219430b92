import { type Database, orderPayments, orders, paymentInbox } from "@store/db";
import { type PaymentProvider, paymentProviderLabels } from "@store/db/catalogue";
import { and, eq } from "drizzle-orm";
import { formatMoney } from "../../mail/templates/format";
import type { ProviderEvent } from "../../payments/provider";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import { recordAudit } from "../staff/audit-records";
import { claimEvent, tellOutcome } from "./claim-event";
import type { EventOutcome } from "./event-outcome";
import { cents, dollars, providerActor } from "./provider-actor";

type Counter = Extract<ProviderEvent, { kind: "counter_payment" }>;

/** The order a terminal's note names: "#1042", "order 1042 jerseys" reads 1042; the first such number wins. */
export function orderNumberInNote(note: string | null): number | null {
  const match = note?.match(/#\s*(\d{3,9})\b/) ?? note?.match(/\border\s*(\d{3,9})\b/i);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * A card payment taken on the counter's terminal: recorded on the order its note names ("#1042"),
 * as a card payment with the provider's id, once; one that names no order, a cancelled one, or more
 * than is left to pay waits in the payments inbox for staff.
 */
export async function recordCounterPayment(options: {
  db: Database;
  provider: PaymentProvider;
  event: Counter;
}): Promise<EventOutcome> {
  const { db, provider, event } = options;
  const number = orderNumberInNote(event.note);
  const [order] =
    number === null ? [] : await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!order)
    return toInbox(
      db,
      provider,
      event,
      number === null ? "The note names no order." : `No order #${number}.`,
    );
  return db.transaction(async (tx): Promise<EventOutcome> => {
    await lockOrder(tx, order.id);
    if (!(await claimEvent(tx, provider, event, order.id)))
      return { result: "duplicate", message: "This event was handled before." };
    const [already] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(and(eq(orderPayments.provider, provider), eq(orderPayments.providerRef, event.paymentRef)));
    if (already) {
      await tellOutcome(tx, provider, event, "Already recorded.");
      return { result: "duplicate", message: "This payment was recorded before." };
    }
    // Square tells one payment in several events (created, then updated): one held or dismissed
    // before is staff's to handle, never recorded behind their back when the balance changes.
    const [held] = await tx
      .select({ id: paymentInbox.id })
      .from(paymentInbox)
      .where(and(eq(paymentInbox.provider, provider), eq(paymentInbox.providerPaymentRef, event.paymentRef)));
    if (held) {
      await tellOutcome(tx, provider, event, "Already in the payments inbox.");
      return { result: "duplicate", message: "This payment is in the payments inbox already." };
    }
    const before = await getOrder(tx, order.id);
    const reason =
      before.status === "cancelled"
        ? `Order #${before.number} is cancelled.`
        : event.amountCents > cents(before.balance)
          ? `Only ${formatMoney(before.balance)} was left to pay on order #${before.number}.`
          : null;
    if (reason) {
      await holdInInbox(tx, provider, event, "over_balance", reason, before.id);
      await tellOutcome(tx, provider, event, `Held for staff: ${reason}`);
      return { result: "held", message: `Held for staff: ${reason}`, orderNumber: before.number };
    }
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: before.id,
        amount: dollars(event.amountCents),
        method: "card",
        reference: event.paymentRef,
        note: event.note,
        provider,
        providerRef: event.paymentRef,
        recordedByEmail: paymentProviderLabels[provider],
      })
      .returning();
    if (!payment) throw new Error("payment insert returned no row");
    await recordOrderEvent(tx, before.id, "payment", "store", {
      payment_id: payment.id,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      provider,
    });
    const after = await getOrder(tx, before.id);
    await recordAudit(tx, providerActor(provider), {
      action: "order.payment",
      entity: "order",
      entityId: before.id,
      summary: `${paymentProviderLabels[provider]} card payment of ${formatMoney(payment.amount)} at the counter recorded on order #${before.number} (${event.paymentRef}).`,
      before: { amount_paid: before.amount_paid, balance: before.balance },
      after: { amount_paid: after.amount_paid, balance: after.balance },
    });
    const message = `Recorded ${formatMoney(payment.amount)} on order #${before.number}.`;
    await tellOutcome(tx, provider, event, message);
    return { result: "recorded", message, orderNumber: before.number };
  });
}

async function toInbox(
  db: Database,
  provider: PaymentProvider,
  event: Counter,
  reason: string,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, provider, event, null)))
      return { result: "duplicate", message: "This event was handled before." };
    // Another event of the same payment put it in the inbox, and staff may have handled it since.
    const [held] = await tx
      .select({ resolution: paymentInbox.resolution })
      .from(paymentInbox)
      .where(and(eq(paymentInbox.provider, provider), eq(paymentInbox.providerPaymentRef, event.paymentRef)));
    if (held) {
      const message = `This payment is in the payments inbox already${held.resolution ? `: ${held.resolution}` : "."}`;
      await tellOutcome(tx, provider, event, message);
      return { result: "duplicate", message };
    }
    await holdInInbox(tx, provider, event, "unmatched", reason, null);
    await tellOutcome(tx, provider, event, `Waiting in the payments inbox: ${reason}`);
    return { result: "held", message: `Waiting in the payments inbox: ${reason}` };
  });
}

async function holdInInbox(
  tx: Database,
  provider: PaymentProvider,
  event: Counter,
  kind: "unmatched" | "over_balance",
  reason: string,
  orderId: string | null,
) {
  await tx
    .insert(paymentInbox)
    .values({
      provider,
      kind,
      eventId: event.eventId,
      providerPaymentRef: event.paymentRef,
      amount: dollars(event.amountCents),
      note: event.note,
      orderId,
      details: { reason },
    })
    .onConflictDoNothing();
}
