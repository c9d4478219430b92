import { randomUUID } from "node:crypto";
import { approvalRequests, type Database, orderPayments } from "@store/db";
import { and, eq, sql } from "drizzle-orm";
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
import { counterApprovalLimit } from "./approval-limit";
import { type ApprovalDetails, approvalDto } from "./approval-rows";
import { carryOut, type MoneyBack } from "./carry-out";
import type { AskRefundInput } from "./inputs";
import type { AskRefundAnswer } from "./schemas";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A counter person asks for money back on a payment. Within the owner's limit (or asked by someone
 * who may refund anyway) it is carried out at once, exactly as a manager's refund; above it a
 * request waits for a manager: nothing moves, the timeline and the audit log say who asked.
 */
export async function askRefund(
  options: ChangeArgs<AskRefundInput> & { payments: PaymentProviders; mayRefund: boolean },
): Promise<Replayable<AskRefundAnswer>> {
  const { db, actor, input, payments } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  if (!isUuid(input.paymentId)) throw notFound("payment", input.paymentId);
  const back = await whatGoesBack(db, input);
  if (options.mayRefund || cents(back.amount) <= cents(await counterApprovalLimit(db))) {
    const done = await carryOut(db, actor, payments, back);
    return { value: { outcome: "done", approval: null, order: done.value }, replayed: done.replayed };
  }
  return storeRequest(db, actor, input, back);
}

/** The payment's kind of giving back and its amount, refused as the refund itself would be. */
async function whatGoesBack(db: Database, input: AskRefundInput): Promise<MoneyBack> {
  const order = await getOrder(db, input.id);
  const [payment] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, input.paymentId), eq(orderPayments.orderId, input.id)));
  if (!payment) throw AppError.notFound(`Order #${order.number} has no payment with id ${input.paymentId}.`);
  const facts = { orderId: input.id, paymentId: payment.id, reason: input.reason };
  if (payment.provider && payment.providerRef) {
    if (input.amount === undefined)
      throw AppError.badRequest("Enter the amount to refund.", {
        amount: "Enter the amount to refund, at most what is left of the payment.",
      });
    return {
      ...facts,
      kind: "refund",
      amount: input.amount,
      idempotencyKey: input.idempotency_key,
    };
  }
  const whole = Number(payment.amount);
  // Money taken in the store is reversed whole, as the manager's "Reverse" does.
  if (input.amount !== undefined && cents(input.amount) !== cents(whole))
    throw AppError.badRequest(
      `A payment taken in the store is reversed whole: ${formatMoney(whole)}, not ${formatMoney(input.amount)}.`,
      { amount: `A payment taken in the store is reversed whole: ${formatMoney(whole)}.` },
    );
  return { ...facts, kind: "reversal", amount: whole };
}

/** The request above the limit: stored under the order's lock, checked against what is left now. */
async function storeRequest(
  db: Database,
  actor: ChangeArgs<unknown>["actor"],
  input: AskRefundInput,
  back: MoneyBack,
): Promise<Replayable<AskRefundAnswer>> {
  const stored = await db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const order = await getOrder(tx, input.id);
    if (input.idempotency_key) {
      const [earlier] = await tx
        .select()
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.orderId, order.id),
            sql`${approvalRequests.details}->>'asked_key' = ${input.idempotency_key}`,
          ),
        );
      if (earlier) return { row: earlier, order, replayed: true };
    }
    await refuseWhatCannotWait(tx, order.number, back);
    const id = randomUUID();
    const details: ApprovalDetails = {
      payment_id: back.paymentId,
      // Fixed now, so approving twice (or a retry after a timeout) asks the provider once.
      ...(back.kind === "refund" ? { idempotency_key: `approval-${id}` } : {}),
      ...(input.idempotency_key ? { asked_key: input.idempotency_key } : {}),
    };
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        id,
        orderId: order.id,
        kind: back.kind,
        amount: back.amount,
        details: { ...details },
        reason: back.reason,
        requestedBy: actor.id,
        requestedByEmail: actor.email,
      })
      .returning();
    if (!row) throw new Error("approval request insert returned no row");
    await recordOrderEvent(tx, order.id, "approval", actor, {
      approval_id: row.id,
      kind: back.kind,
      amount: back.amount,
      payment_id: back.paymentId,
      status: "pending",
      reason: back.reason,
    });
    await recordAudit(tx, actor, {
      action: "order.approval_asked",
      entity: "order",
      entityId: order.id,
      summary: `Asked a manager to approve a ${back.kind} of ${formatMoney(back.amount)} on order #${order.number}: ${back.reason}`,
      before: null,
      after: { approval_id: row.id, kind: back.kind, amount: back.amount, payment_id: back.paymentId },
    });
    return { row, order, replayed: false };
  });
  const order: OrderDetailDto = await getOrderDetail(db, await getOrder(db, input.id));
  return {
    value: { outcome: "waiting", approval: approvalDto(stored.row, stored.order.number), order },
    replayed: stored.replayed,
  };
}

/**
 * Refuses now what a manager could not carry out later: one request at a time per payment, a
 * reversed payment, more than is left of a provider's payment.
 */
async function refuseWhatCannotWait(tx: Database, orderNumber: number, back: MoneyBack): Promise<void> {
  const [waiting] = await tx
    .select({ by: approvalRequests.requestedByEmail })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.status, "pending"),
        sql`${approvalRequests.details}->>'payment_id' = ${back.paymentId}`,
      ),
    );
  if (waiting)
    throw AppError.conflict(
      `A request for this payment is already waiting for a manager (asked by ${waiting.by}): wait for it to be decided.`,
    );
  const detail = await getOrderDetail(tx, await getOrder(tx, back.orderId));
  const payment = detail.payments.find((p) => p.id === back.paymentId);
  if (!payment) throw AppError.notFound(`Order #${orderNumber} has no payment with id ${back.paymentId}.`);
  if (payment.reversal)
    throw AppError.conflict(
      `This ${formatMoney(payment.amount)} payment was already reversed by ${payment.reversal.by}: there is nothing to give back.`,
    );
  if (back.kind === "refund" && cents(back.amount) > cents(payment.refundable)) {
    const most = formatMoney(payment.refundable);
    throw AppError.badRequest(
      `At most ${most} can be refunded on this ${formatMoney(payment.amount)} payment; ${formatMoney(back.amount)} is more than that.`,
      { amount: `At most ${most}: what is left of this payment.` },
    );
  }
}
