import { randomUUID } from "node:crypto";
import {
  type Database,
  type OrderPayment,
  orderPayments,
  type PaymentRefund,
  paymentRefunds,
} from "@store/db";
import { paymentProviderLabels } from "@store/db/catalogue";
import { and, eq, inArray, sql } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { formatMoney } from "../../mail/templates/format";
import type { PaymentProviders } from "../../payments/providers";
import type { Replayable } from "../idempotent";
import { getOrderDetail } from "../orders/order-detail";
import type { OrderDetailDto } from "../orders/order-detail-schemas";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import type { ChangeArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { cents, dollars } from "./provider-actor";
import { taxShare } from "./refund-tax";
import type { RefundPaymentInput } from "./schemas";

/**
 * Staff give back part or all of a payment a provider took. The refund row is written "pending"
 * under the order's lock (so two refunds at once cannot both fit what is left), then the provider
 * is asked outside the transaction; the ledger changes only when the provider's event says it is
 * done (refund-events.ts). The same Idempotency-Key twice asks the provider once.
 */
export async function refundPayment(
  options: ChangeArgs<RefundPaymentInput> & { payments: PaymentProviders },
): Promise<Replayable<OrderDetailDto>> {
  const { db, actor, input, payments } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  if (!isUuid(input.paymentId)) throw notFound("payment", input.paymentId);
  const asked = await db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const order = await getOrder(tx, input.id);
    const payment = await refundablePayment(tx, order.number, input);
    if (input.idempotency_key) {
      const [earlier] = await tx
        .select()
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.paymentId, payment.id),
            eq(paymentRefunds.idempotencyKey, input.idempotency_key),
          ),
        );
      if (earlier) return { refund: earlier, payment, replayed: true };
    }
    refuseAboveWhatIsLeft(payment, await takenBack(tx, payment.id), input.amount);
    const id = randomUUID();
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        id,
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        providerPaymentRef: payment.providerRef,
        amount: input.amount,
        tax: taxShare(order, cents(input.amount)),
        reason: input.reason,
        status: "pending",
        source: "staff",
        idempotencyKey: input.idempotency_key ?? id,
        requestedBy: actor.id,
        requestedByEmail: actor.email,
      })
      .returning();
    if (!refund) throw new Error("refund insert returned no row");
    await recordOrderEvent(tx, order.id, "refund", actor, {
      refund_id: refund.id,
      amount: refund.amount,
      status: "pending",
      source: "staff",
      reason: refund.reason,
      provider: payment.provider,
    });
    await recordAudit(tx, actor, {
      action: "order.refund_asked",
      entity: "order",
      entityId: order.id,
      summary: `Asked ${paymentProviderLabels[payment.provider]} to refund ${formatMoney(refund.amount)} on order #${order.number}: ${refund.reason}`,
      before: { amount_paid: order.amount_paid, balance: order.balance },
      after: { refund_id: refund.id, amount: refund.amount, tax: refund.tax, status: "pending" },
    });
    return { refund, payment, replayed: false };
  });
  const { refund, payment, replayed } = asked;
  // A replay of a refund still waiting for the provider's answer asks again with the same key:
  // the provider answers the refund it made the first time, never a second one.
  if (refund.status === "pending" && !refund.providerRefundId)
    await askProvider(db, payments, payment, refund);
  return { value: await getOrderDetail(db, await getOrder(db, input.id)), replayed };
}

type ProviderPayment = OrderPayment & {
  provider: NonNullable<OrderPayment["provider"]>;
  providerRef: string;
};

/** The order's payment, refused unless a provider took it (an in-store one is reversed instead). */
async function refundablePayment(
  tx: Database,
  orderNumber: number,
  input: RefundPaymentInput,
): Promise<ProviderPayment> {
  const [payment] = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, input.paymentId), eq(orderPayments.orderId, input.id)));
  if (!payment) throw AppError.notFound(`Order #${orderNumber} has no payment with id ${input.paymentId}.`);
  if (!payment.provider || !payment.providerRef)
    throw AppError.conflict(
      `This ${formatMoney(payment.amount)} ${payment.method} payment was taken in the store, so no provider can refund it: give the money back at the counter, then use "Reverse" on the payment with the reason.`,
    );
  if (payment.reversedAt)
    throw AppError.conflict(
      `This ${formatMoney(payment.amount)} payment was reversed by ${payment.reversedByEmail ?? "staff"}: there is nothing left to refund.`,
    );
  return payment as ProviderPayment;
}

/** Cents given back or being given back on the payment (pending and done refunds, disputes). */
async function takenBack(tx: Database, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(
      and(eq(paymentRefunds.paymentId, paymentId), inArray(paymentRefunds.status, ["pending", "succeeded"])),
    );
  return cents(Number(row?.total ?? 0));
}

function refuseAboveWhatIsLeft(payment: OrderPayment, takenBackCents: number, amount: number): void {
  const leftCents = cents(payment.amount) - takenBackCents;
  const paid = formatMoney(payment.amount);
  if (leftCents <= 0)
    throw AppError.conflict(
      `This ${paid} payment is already refunded in full (or its refunds are on their way): nothing is left to refund.`,
    );
  if (cents(amount) > leftCents) {
    const most = formatMoney(dollars(leftCents));
    throw AppError.badRequest(
      `At most ${most} can be refunded on this ${paid} payment (${formatMoney(dollars(takenBackCents))} is refunded or on its way); ${formatMoney(amount)} is more than that.`,
      { amount: `At most ${most}: what is left of this payment.` },
    );
  }
}

/** Asks the provider; on failure the refund is marked failed (nothing was given back) and a 503 says so. */
async function askProvider(
  db: Database,
  payments: PaymentProviders,
  payment: ProviderPayment,
  refund: PaymentRefund,
): Promise<void> {
  const label = paymentProviderLabels[payment.provider];
  const adapter = payments.byName(payment.provider);
  try {
    if (!adapter?.refund) throw new Error(`${label} is not live on this server (its keys are not set).`);
    const { refundRef } = await adapter.refund({
      paymentRef: payment.providerRef,
      amountCents: cents(refund.amount),
      refundId: refund.id,
      idempotencyKey: refund.idempotencyKey ?? refund.id,
    });
    // The provider's event may have named it first; either way it is the same refund.
    await db
      .update(paymentRefunds)
      .set({ providerRefundId: refundRef })
      .where(and(eq(paymentRefunds.id, refund.id), sql`${paymentRefunds.providerRefundId} is null`));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      await lockOrder(tx, payment.orderId);
      const failed = await tx
        .update(paymentRefunds)
        .set({ status: "failed", settledAt: sql`now()` })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "pending")))
        .returning({ id: paymentRefunds.id });
      if (failed.length > 0)
        await recordOrderEvent(tx, payment.orderId, "refund", "store", {
          refund_id: refund.id,
          amount: refund.amount,
          status: "failed",
          source: "staff",
          reason: refund.reason,
          provider: payment.provider,
          error: why,
        });
    });
    throw AppError.unavailable(
      `${label} could not make the refund of ${formatMoney(refund.amount)}, so nothing was given back: ${why} Try again in a few minutes, or refund it in ${label}'s dashboard.`,
      error,
    );
  }
}
