import { type Database, orderPayments, paymentRefunds } from "@store/db";
import { paymentProviderLabels } from "@store/db/catalogue";
import { and, desc, eq, isNotNull, like, sql } from "drizzle-orm";
import { formatMoney } from "../../mail/templates/format";
import type { PaymentProviders } from "../../payments/providers";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import { recordAudit, type SystemActor } from "../staff/audit-records";
import { cents, dollars } from "./provider-actor";
import { taxShare } from "./refund-tax";

export interface DifferenceRefund {
  orderNumber: number;
  amount: number;
  status: "asked" | "failed";
  message: string;
}

/**
 * Gives back what an order paid online beyond its total (a family lowered its order after paying):
 * a pending refund row, then the provider's refund with the row's id, under an idempotency key made
 * of `keyPrefix` (a retry asks the provider once). The provider's refund event makes it count
 * (refund-events.ts), as for staff's refunds. Answers null when nothing is owed back.
 */
export async function refundDifference(options: {
  db: Database;
  payments: PaymentProviders;
  orderId: string;
  keyPrefix: string;
  reason: string;
  actor: SystemActor;
}): Promise<DifferenceRefund | null> {
  const { db, payments, orderId, actor } = options;
  const provider = payments.hosted;
  if (!provider?.refund) return null;
  const asked = await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await getOrder(tx, orderId);
    const earlier = await tx
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.orderId, orderId),
          like(paymentRefunds.idempotencyKey, `${options.keyPrefix}%`),
        ),
      )
      .orderBy(desc(paymentRefunds.createdAt));
    // A row asked before but whose provider call never answered is asked again, with its own key.
    const unanswered = earlier.find((r) => r.status === "pending" && !r.providerRefundId);
    if (unanswered) return { row: unanswered, number: order.number };
    const [pending] = await tx
      .select({ cents: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.status, "pending")));
    const overCents = cents(order.amount_paid) - cents(order.total) - cents(Number(pending?.cents ?? 0));
    if (overCents <= 0) return null;
    // The online payment to give back from: the latest one of this provider's that covers it.
    const paid = await tx
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, orderId),
          eq(orderPayments.provider, provider.name),
          isNotNull(orderPayments.providerRef),
        ),
      )
      .orderBy(desc(orderPayments.createdAt));
    const from = paid.find((p) => cents(p.amount) >= overCents);
    if (!from?.providerRef) return null;
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        orderId,
        paymentId: from.id,
        provider: provider.name,
        providerPaymentRef: from.providerRef,
        amount: dollars(overCents),
        tax: taxShare(order, overCents),
        reason: options.reason,
        status: "pending",
        source: "staff",
        idempotencyKey: earlier.length ? `${options.keyPrefix}-${earlier.length + 1}` : options.keyPrefix,
        requestedByEmail: actor.email,
      })
      .returning();
    if (!row) throw new Error("refund insert returned no row");
    await recordOrderEvent(tx, orderId, "refund", "store", {
      refund_id: row.id,
      amount: row.amount,
      status: "pending",
      source: "staff",
      reason: options.reason,
      provider: provider.name,
    });
    await recordAudit(tx, actor, {
      action: "order.refund_requested",
      entity: "order",
      entityId: orderId,
      summary: `Asked ${paymentProviderLabels[provider.name]} to give back ${formatMoney(row.amount)} on order #${order.number}: ${options.reason}`,
      before: { amount_paid: order.amount_paid, total: order.total },
      after: { refund_pending: row.amount },
    });
    return { row, number: order.number };
  });
  if (!asked) return null;
  const { row, number } = asked;
  try {
    const { refundRef } = await provider.refund({
      paymentRef: row.providerPaymentRef,
      amountCents: cents(row.amount),
      refundId: row.id,
      idempotencyKey: row.idempotencyKey ?? row.id,
    });
    // The refund's event may have set it already; the provider's id is kept either way.
    await db
      .update(paymentRefunds)
      .set({ providerRefundId: refundRef })
      .where(and(eq(paymentRefunds.id, row.id), sql`${paymentRefunds.providerRefundId} is null`));
    return {
      orderNumber: number,
      amount: row.amount,
      status: "asked",
      message: `Asked for ${formatMoney(row.amount)} back on order #${number}.`,
    };
  } catch (error) {
    // Left pending without the provider's id: the next pass asks again with the same key.
    return {
      orderNumber: number,
      amount: row.amount,
      status: "failed",
      message: `${paymentProviderLabels[provider.name]} did not take the refund of ${formatMoney(row.amount)} on order #${number} (${error instanceof Error ? error.message : "no answer"}); it is asked again on the next pass.`,
    };
  }
}
