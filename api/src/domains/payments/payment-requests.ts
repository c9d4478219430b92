import { type Database, paymentRequests } from "@store/db";
import { and, eq, isNull } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { paymentRequestEmail } from "../../mail/templates/payment-request";
import type { PaymentProviders } from "../../payments/providers";
import { getOrderDetail } from "../orders/order-detail";
import type { OrderDetailDto } from "../orders/order-detail-schemas";
import { recordOrderEvent } from "../orders/order-events";
import { addOrderLink, trackingPath } from "../orders/order-links";
import { getOrder, lockOrder } from "../orders/orders";
import type { OrderDto } from "../orders/schemas";
import { recordAudit } from "../staff/audit-records";
import { amountToAsk } from "./online-payment-status";
import { NO_ONLINE_PAYMENT } from "./open-hosted-payment";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminder 1 goes 3 days after the request, reminder 2 at 7 days; then the store stops asking. */
export const REMINDER_DAYS = [3, 7] as const;

/** The order's private page, opening with the pay button first. */
export async function payLinkOf(db: Database, mail: MailSettings, orderId: string): Promise<string> {
  return `${mail.publicUrl}${trackingPath(await addOrderLink(db, orderId))}?pay=1`;
}

/**
 * Staff's "Send payment request": e-mails the customer a "Pay $N now" link (a fresh private link
 * to the order) and keeps a request whose reminders the sweep sends while a balance is due. A newer
 * request replaces an older one, so a customer never gets two sets of reminders.
 */
export async function sendPaymentRequest(options: {
  db: Database;
  payments: PaymentProviders;
  mail: MailSettings;
  actor: { id: string; email: string };
  input: { id: string };
  now: Date;
}): Promise<OrderDetailDto> {
  const { db, payments, mail, actor, input, now } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  if (!payments.hosted) throw AppError.conflict(NO_ONLINE_PAYMENT);
  const order = await db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const current = await getOrder(tx, input.id);
    if (current.status === "cancelled")
      throw AppError.conflict(
        `Order #${current.number} is cancelled: there is nothing to ask the customer to pay.`,
      );
    const ask = await amountToAsk(tx, current);
    if (!ask)
      throw AppError.conflict(`Order #${current.number} is paid in full: there is nothing to ask for.`);
    await tx
      .update(paymentRequests)
      .set({ stoppedAt: now, stopReason: "replaced" })
      .where(and(eq(paymentRequests.orderId, current.id), isNull(paymentRequests.stoppedAt)));
    await tx.insert(paymentRequests).values({
      orderId: current.id,
      requestedBy: actor.id,
      requestedByEmail: actor.email,
      createdAt: now,
      nextReminderAt: new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS),
    });
    await emailPaymentRequest(tx, mail, current, ask, 0, actor);
    await recordAudit(tx, actor, {
      action: "order.payment_request",
      entity: "order",
      entityId: current.id,
      summary: `Sent a payment request for order #${current.number} to ${current.customer_email}.`,
      before: null,
      after: { number: current.number, amount: ask.amount },
    });
    return current;
  });
  mail.wake?.();
  return getOrderDetail(db, await getOrder(db, order.id));
}

async function emailPaymentRequest(
  tx: Database,
  mail: MailSettings,
  order: OrderDto,
  ask: { amount: number; purpose: "deposit" | "balance" | "full" },
  reminder: number,
  actor: { id: string; email: string } | "store",
) {
  const email = paymentRequestEmail({
    number: order.number,
    customerName: order.customer_name ?? "there",
    amount: ask.amount,
    purpose: ask.purpose,
    payUrl: await payLinkOf(tx, mail, order.id),
    reminder,
  });
  await enqueueEmail(tx, {
    kind: "order.payment_request",
    to: order.customer_email,
    orderId: order.id,
    ...email,
  });
  await recordOrderEvent(tx, order.id, "payment_requested", actor, {
    amount: ask.amount,
    to: order.customer_email,
    ...(reminder > 0 ? { reminder } : {}),
  });
}

/**
 * One pass of the reminders: each open request that is due gets its next reminder, or stops when
 * the order is paid ("paid") or cancelled ("cancelled"), or after the last reminder. `now` is a
 * parameter so tests drive the calendar. Answers how many reminders went out.
 */
export async function sendDuePaymentReminders(options: {
  db: Database;
  mail: MailSettings;
  now: Date;
}): Promise<{ sent: number; stopped: number }> {
  const { db, mail, now } = options;
  const due = await db
    .select({ id: paymentRequests.id, orderId: paymentRequests.orderId })
    .from(paymentRequests)
    .where(isNull(paymentRequests.stoppedAt));
  let sent = 0;
  let stopped = 0;
  for (const { id, orderId } of due) {
    const outcome = await db.transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id));
      if (!request || request.stoppedAt) return null;
      const order = await getOrder(tx, orderId);
      const stop = (reason: string) =>
        tx
          .update(paymentRequests)
          .set({ stoppedAt: now, stopReason: reason })
          .where(eq(paymentRequests.id, id));
      // Paid or cancelled stops at once, not only when a reminder is due: the row says why it ended.
      if (order.status === "cancelled") return stop("cancelled").then(() => "stopped" as const);
      const ask = await amountToAsk(tx, order);
      if (!ask) return stop("paid").then(() => "stopped" as const);
      if (!request.nextReminderAt || request.nextReminderAt > now) return null;
      const reminder = request.remindersSent + 1;
      await emailPaymentRequest(tx, mail, order, ask, reminder, "store");
      const nextDays = REMINDER_DAYS[reminder];
      await tx
        .update(paymentRequests)
        .set({
          remindersSent: reminder,
          nextReminderAt: nextDays ? new Date(request.createdAt.getTime() + nextDays * DAY_MS) : null,
          ...(nextDays ? {} : { stoppedAt: now, stopReason: "reminders_done" }),
        })
        .where(eq(paymentRequests.id, id));
      return "sent" as const;
    });
    if (outcome === "sent") sent++;
    if (outcome === "stopped") stopped++;
  }
  if (sent > 0) mail.wake?.();
  return { sent, stopped };
}
