import { type Database, orderPayments } from "@store/db";
import { and, eq, sql } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { formatMoney } from "../../mail/templates/format";
import type { ChangeArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { getOrderDetail, paymentDto } from "./order-detail";
import type { OrderDetailDto, PaymentDto } from "./order-detail-schemas";
import { recordOrderEvent } from "./order-events";
import { getOrder, lockOrder } from "./orders";
import type { RecordPaymentInput, ReversePaymentInput } from "./payment-schemas";
import type { OrderDto } from "./schemas";

const cents = (dollars: number) => Math.round(dollars * 100);

/** Where the order's money stands, as the audit log keeps it before and after a payment. */
const money = (order: OrderDto) => ({
  number: order.number,
  total: order.total,
  amount_paid: order.amount_paid,
  balance: order.balance,
  payment_state: order.payment_state,
});

/**
 * Money staff took for an order. Refused on a cancelled order and above the balance (decision
 * 040): the order row is locked first, so two payments at once cannot both fit the same balance.
 */
export async function recordPayment(options: ChangeArgs<RecordPaymentInput>): Promise<OrderDetailDto> {
  const { db, actor, input } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  const order = await db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const before = await getOrder(tx, input.id);
    refuseMoneyFor(before, input.amount);
    const [row] = await tx
      .insert(orderPayments)
      .values({
        orderId: input.id,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        note: input.note,
        recordedBy: actor.id,
        recordedByEmail: actor.email,
      })
      .returning();
    if (!row) throw new Error("payment insert returned no row");
    const payment = paymentDto(row);
    return tellPaymentChange(tx, actor, {
      orderId: input.id,
      payment,
      event: "payment",
      eventFacts: { reference: payment.reference },
      action: "order.payment",
      summary: (number) =>
        `Recorded a ${payment.method} payment of ${formatMoney(payment.amount)} on order #${number}.`,
      before: money(before),
    });
  });
  return getOrderDetail(db, order);
}

/**
 * A payment recorded or reversed, told on the order's timeline and in the audit log (with the
 * order's money after it), in the same transaction. Returns the order as it now stands.
 */
async function tellPaymentChange(
  tx: Database,
  actor: ChangeArgs<unknown>["actor"],
  change: {
    orderId: string;
    payment: PaymentDto;
    event: "payment" | "payment_reversed";
    /** What the timeline adds to the payment's id, amount and method. */
    eventFacts: Record<string, unknown>;
    action: `order.${string}`;
    summary: (orderNumber: number) => string;
    before: Record<string, unknown>;
  },
): Promise<OrderDto> {
  const { orderId, payment } = change;
  await recordOrderEvent(tx, orderId, change.event, actor, {
    payment_id: payment.id,
    amount: payment.amount,
    method: payment.method,
    ...change.eventFacts,
  });
  const after = await getOrder(tx, orderId);
  await recordAudit(tx, actor, {
    action: change.action,
    entity: "order",
    entityId: orderId,
    summary: change.summary(after.number),
    before: change.before,
    after: { ...money(after), payment },
  });
  return after;
}

function refuseMoneyFor(order: OrderDto, amount: number): void {
  const title = `Order #${order.number}`;
  if (order.status === "cancelled") {
    throw AppError.conflict(
      `${title} is cancelled, so no payment can be recorded. If the order goes ahead after all, set its status back first.`,
    );
  }
  if (cents(order.balance) === 0) {
    throw AppError.conflict(`${title} is paid in full: nothing is left to pay.`);
  }
  if (cents(amount) > cents(order.balance)) {
    throw AppError.badRequest(
      `${title} has ${formatMoney(order.balance)} left to pay; ${formatMoney(amount)} is more than that. Record at most ${formatMoney(order.balance)} (give any change back).`,
      { amount: `At most ${formatMoney(order.balance)}: the balance due.` },
    );
  }
}

/**
 * Takes a payment back (refunded, or entered by mistake): the row stays, marked with who, when and
 * why, and the timeline tells it. A payment is reversed once.
 */
export async function reversePayment(options: ChangeArgs<ReversePaymentInput>): Promise<OrderDetailDto> {
  const { db, actor, input } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  if (!isUuid(input.paymentId)) throw notFound("payment", input.paymentId);
  const order = await db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const before = await getOrder(tx, input.id);
    const [found] = await tx
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.id, input.paymentId), eq(orderPayments.orderId, input.id)));
    if (!found) throw AppError.notFound(`Order #${before.number} has no payment with id ${input.paymentId}.`);
    if (found.reversedAt) {
      throw AppError.conflict(
        `This ${formatMoney(found.amount)} payment was already reversed by ${found.reversedByEmail ?? "staff"}; a payment is reversed only once.`,
      );
    }
    const [row] = await tx
      .update(orderPayments)
      .set({
        // The database's clock, like every other moment on the timeline.
        reversedAt: sql`now()`,
        reversedBy: actor.id,
        reversedByEmail: actor.email,
        reversalReason: input.reason,
      })
      .where(eq(orderPayments.id, input.paymentId))
      .returning();
    if (!row) throw new Error("payment update returned no row");
    const payment = paymentDto(row);
    return tellPaymentChange(tx, actor, {
      orderId: input.id,
      payment,
      event: "payment_reversed",
      eventFacts: { reason: input.reason },
      action: "order.payment_reversal",
      summary: (number) =>
        `Reversed a ${payment.method} payment of ${formatMoney(payment.amount)} on order #${number}: ${input.reason}`,
      before: { ...money(before), payment: paymentDto(found) },
    });
  });
  return getOrderDetail(db, order);
}
