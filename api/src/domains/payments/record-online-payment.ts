import { type Database, hostedPayments, orderPayments, paymentInbox, paymentRefunds } from "@store/db";
import { ONLINE_CARD, type PaymentProvider, paymentProviderLabels } from "@store/db/catalogue";
import { and, eq, sql } from "drizzle-orm";
import type { MailSettings } from "../../mail/settings";
import { formatMoney } from "../../mail/templates/format";
import type { ProviderEvent } from "../../payments/provider";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import { recordAudit } from "../staff/audit-records";
import { claimEvent, tellOutcome } from "./claim-event";
import type { EventOutcome } from "./event-outcome";
import { type ConfirmPaidOrder, confirmShopOrder } from "./paid-order-confirmation";
import { cents, dollars, providerActor } from "./provider-actor";

type Paid = Extract<ProviderEvent, { kind: "paid" }>;

/**
 * A hosted page's payment, from the provider's verified event only (never from the return page):
 * under the order's row lock, once per event and once per payment, at the amount the store asked,
 * or held for staff. A payment for an order placed to be paid now also sends its confirmation.
 */
export async function recordOnlinePayment(options: {
  db: Database;
  provider: PaymentProvider;
  event: Paid;
  mail: MailSettings;
  /** Sends the confirmation of an order placed to be paid now (a team order's differs). */
  confirm?: ConfirmPaidOrder;
}): Promise<EventOutcome> {
  const { db, provider, event, mail } = options;
  const confirm = options.confirm ?? confirmShopOrder;
  const [hosted] = await db
    .select()
    .from(hostedPayments)
    .where(and(eq(hostedPayments.provider, provider), eq(hostedPayments.providerRef, event.hostedRef)));
  if (!hosted) {
    // Someone else's page on the same account (another app): not this store's to record.
    await db.transaction(async (tx) => {
      if (await claimEvent(tx, provider, event, null))
        await tellOutcome(tx, provider, event, "ignored: not a payment this store asked for");
    });
    return { result: "ignored", message: "Not a payment this store asked for." };
  }
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    await lockOrder(tx, hosted.orderId);
    if (!(await claimEvent(tx, provider, event, hosted.orderId)))
      return { result: "duplicate", message: "This event was recorded before." };
    const [already] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(and(eq(orderPayments.provider, provider), eq(orderPayments.providerRef, event.paymentRef)));
    const [current] = await tx.select().from(hostedPayments).where(eq(hostedPayments.id, hosted.id));
    const order = await getOrder(tx, hosted.orderId);
    const done = (o: EventOutcome) => tellOutcome(tx, provider, event, o.message).then(() => o);
    if (already || current?.status === "paid")
      return done({
        result: "duplicate",
        message: `Already recorded on order #${order.number}.`,
        orderNumber: order.number,
      });

    const asked = cents(hosted.amount);
    const reason =
      event.amountCents !== asked
        ? `${formatMoney(dollars(event.amountCents))} was paid where ${formatMoney(hosted.amount)} was asked.`
        : order.status === "cancelled"
          ? `Order #${order.number} is cancelled.`
          : event.amountCents > cents(order.balance)
            ? `Only ${formatMoney(order.balance)} was left to pay on order #${order.number}.`
            : null;
    if (reason) {
      await tx
        .insert(paymentInbox)
        .values({
          provider,
          kind: event.amountCents !== asked ? "amount_mismatch" : "over_balance",
          eventId: event.eventId,
          providerPaymentRef: event.paymentRef,
          amount: dollars(event.amountCents),
          orderId: order.id,
          note: `Order #${order.number}`,
          details: { hosted_payment: hosted.id, asked: hosted.amount, reason },
        })
        .onConflictDoNothing();
      await tx
        .update(hostedPayments)
        .set({ status: "held", settledAt: sql`now()` })
        .where(eq(hostedPayments.id, hosted.id));
      await recordOrderEvent(tx, order.id, "payment_held", "store", {
        amount: dollars(event.amountCents),
        provider,
        reason: `${reason} Held in the payments inbox for staff: nothing was recorded.`,
      });
      return done({ result: "held", message: `Held for staff: ${reason}`, orderNumber: order.number });
    }

    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        amount: dollars(event.amountCents),
        method: ONLINE_CARD,
        reference: event.paymentRef,
        provider,
        providerRef: event.paymentRef,
        recordedByEmail: paymentProviderLabels[provider],
      })
      .returning();
    if (!payment) throw new Error("payment insert returned no row");
    await tx
      .update(hostedPayments)
      .set({ status: "paid", settledAt: sql`now()`, paymentId: payment.id })
      .where(eq(hostedPayments.id, hosted.id));
    // A refund whose event came before this payment's takes effect now.
    await tx
      .update(paymentRefunds)
      .set({ orderId: order.id, paymentId: payment.id, status: "succeeded", settledAt: sql`now()` })
      .where(
        and(
          eq(paymentRefunds.provider, provider),
          eq(paymentRefunds.providerPaymentRef, event.paymentRef),
          eq(paymentRefunds.status, "waiting"),
        ),
      );
    await recordOrderEvent(tx, order.id, "payment", "store", {
      payment_id: payment.id,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      provider,
    });
    const after = await getOrder(tx, order.id);
    await recordAudit(tx, providerActor(provider), {
      action: "order.payment",
      entity: "order",
      entityId: order.id,
      summary: `${paymentProviderLabels[provider]} took ${formatMoney(payment.amount)} online for order #${order.number} (${event.paymentRef}).`,
      before: { amount_paid: order.amount_paid, balance: order.balance },
      after: { amount_paid: after.amount_paid, balance: after.balance },
    });
    // An order placed to be paid now is confirmed by its payment: its e-mails go now, once.
    if (hosted.holdsOrder) await confirm(tx, after, mail);
    return done({
      result: "recorded",
      message: `Recorded ${formatMoney(payment.amount)} on order #${order.number}.`,
      orderNumber: order.number,
    });
  });
  if (outcome.result === "recorded") mail.wake?.();
  return outcome;
}
