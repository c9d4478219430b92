import {
  type Database,
  hostedPayments,
  orderPayments,
  orders,
  type PaymentInboxItem,
  paymentInbox,
} from "@store/db";
import { ONLINE_CARD, paymentProviderLabels } from "@store/db/catalogue";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Paged } from "../../common/admin-list";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { formatMoney } from "../../mail/templates/format";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import type { ChangeArgs, ReadArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import type { AssignInboxInput, DismissInboxInput, InboxItemDto, InboxListInput } from "./inbox-schemas";
import { cents } from "./provider-actor";

const toDto = (row: PaymentInboxItem & { orderNumber: number | null }): InboxItemDto => ({
  id: row.id,
  provider: row.provider,
  kind: row.kind,
  reason: typeof row.details.reason === "string" ? row.details.reason : "Held for staff.",
  amount: Number(row.amount),
  note: row.note,
  provider_payment_ref: row.providerPaymentRef,
  order_number: row.orderNumber,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  resolved_by: row.resolvedByEmail,
  resolution: row.resolution,
});

const withOrderNumber = { ...getTableColumns(), orderNumber: orders.number };
function getTableColumns() {
  return {
    id: paymentInbox.id,
    provider: paymentInbox.provider,
    kind: paymentInbox.kind,
    eventId: paymentInbox.eventId,
    providerPaymentRef: paymentInbox.providerPaymentRef,
    amount: paymentInbox.amount,
    note: paymentInbox.note,
    orderId: paymentInbox.orderId,
    details: paymentInbox.details,
    createdAt: paymentInbox.createdAt,
    resolvedAt: paymentInbox.resolvedAt,
    resolvedByEmail: paymentInbox.resolvedByEmail,
    resolution: paymentInbox.resolution,
    paymentId: paymentInbox.paymentId,
  };
}

/** The inbox a page at a time: what waits for staff first (oldest first), then what was handled (newest first). */
export async function listInbox(
  options: ReadArgs<InboxListInput>,
): Promise<Paged<InboxItemDto> & { open: number }> {
  const { db, input } = options;
  const where =
    input.open === true
      ? isNull(paymentInbox.resolvedAt)
      : input.open === false
        ? isNotNull(paymentInbox.resolvedAt)
        : undefined;
  const [rows, [counted], [open]] = await Promise.all([
    db
      .select(withOrderNumber)
      .from(paymentInbox)
      .leftJoin(orders, eq(orders.id, paymentInbox.orderId))
      .where(where)
      .orderBy(
        sql`(${paymentInbox.resolvedAt} is null) desc`,
        sql`case when ${paymentInbox.resolvedAt} is null then ${paymentInbox.createdAt} end asc`,
        desc(paymentInbox.resolvedAt),
        asc(paymentInbox.id),
      )
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(paymentInbox).where(where),
    db.select({ n: count() }).from(paymentInbox).where(isNull(paymentInbox.resolvedAt)),
  ]);
  return {
    items: rows.map(toDto),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    open: open?.n ?? 0,
  };
}

/** The item, locked, still waiting; a handled one is a 409 that says how it was handled. */
async function openItem(tx: Database, id: string): Promise<PaymentInboxItem> {
  if (!isUuid(id)) throw notFound("payments inbox item", id);
  const [item] = await tx.select().from(paymentInbox).where(eq(paymentInbox.id, id)).for("update");
  if (!item) throw notFound("payments inbox item", id);
  if (item.resolvedAt)
    throw AppError.conflict(
      `This payment was already handled: ${item.resolution ?? "resolved"} Reload the inbox.`,
    );
  return item;
}

async function itemDto(db: Database, id: string): Promise<InboxItemDto> {
  const [row] = await db
    .select(withOrderNumber)
    .from(paymentInbox)
    .leftJoin(orders, eq(orders.id, paymentInbox.orderId))
    .where(eq(paymentInbox.id, id));
  if (!row) throw notFound("payments inbox item", id);
  return toDto(row);
}

/**
 * Puts a held payment on the order staff name: a card payment (a counter's "card", a hosted page's
 * "card online") with the provider's reference, so its later refunds find it. Under the order's
 * lock, refused on a cancelled order or above what is left to pay (staff then dismiss it and refund
 * at the provider).
 */
export async function assignInboxItem(options: ChangeArgs<AssignInboxInput>): Promise<InboxItemDto> {
  const { db, actor, input } = options;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, input.order_number));
  if (!order)
    throw AppError.notFound(`No order #${input.order_number}: check the number on the order's page.`);
  await db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const item = await openItem(tx, input.id);
    const before = await getOrder(tx, order.id);
    if (before.status === "cancelled")
      throw AppError.conflict(
        `Order #${before.number} is cancelled: assign the payment to another order, or dismiss it and refund it at ${paymentProviderLabels[item.provider]}.`,
      );
    if (cents(Number(item.amount)) > cents(before.balance))
      throw AppError.conflict(
        `${formatMoney(Number(item.amount))} is more than the ${formatMoney(before.balance)} left to pay on order #${before.number}: assign it to another order, or dismiss it and refund the difference at ${paymentProviderLabels[item.provider]}.`,
      );
    const [already] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.provider, item.provider),
          eq(orderPayments.providerRef, item.providerPaymentRef),
        ),
      );
    if (already)
      throw AppError.conflict("This payment is already recorded on an order: dismiss it from the inbox.");
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId: before.id,
        amount: item.amount,
        method: item.provider === "square" ? "card" : ONLINE_CARD,
        reference: item.providerPaymentRef,
        note: item.note,
        provider: item.provider,
        providerRef: item.providerPaymentRef,
        recordedBy: actor.id,
        recordedByEmail: actor.email,
      })
      .returning();
    if (!payment) throw new Error("payment insert returned no row");
    const resolution = `Assigned to order #${before.number}.`;
    await tx
      .update(paymentInbox)
      .set({
        resolvedAt: sql`now()`,
        resolvedByEmail: actor.email,
        resolution,
        paymentId: payment.id,
        orderId: before.id,
      })
      .where(eq(paymentInbox.id, item.id));
    const hostedId = item.details.hosted_payment;
    if (typeof hostedId === "string")
      await tx.update(hostedPayments).set({ paymentId: payment.id }).where(eq(hostedPayments.id, hostedId));
    await recordOrderEvent(tx, before.id, "payment", actor, {
      payment_id: payment.id,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      provider: item.provider,
    });
    const after = await getOrder(tx, before.id);
    await recordAudit(tx, actor, {
      action: "order.payment",
      entity: "order",
      entityId: before.id,
      summary: `${paymentProviderLabels[item.provider]} payment of ${formatMoney(payment.amount)} (${item.providerPaymentRef}) assigned from the payments inbox to order #${before.number}.`,
      before: { amount_paid: before.amount_paid, balance: before.balance },
      after: { amount_paid: after.amount_paid, balance: after.balance },
    });
  });
  return itemDto(db, input.id);
}

/** Sets a held payment aside with staff's reason (refunded at the terminal, a test charge): nothing is recorded. */
export async function dismissInboxItem(options: ChangeArgs<DismissInboxInput>): Promise<InboxItemDto> {
  const { db, actor, input } = options;
  await db.transaction(async (tx) => {
    const item = await openItem(tx, input.id);
    await tx
      .update(paymentInbox)
      .set({ resolvedAt: sql`now()`, resolvedByEmail: actor.email, resolution: input.reason })
      .where(eq(paymentInbox.id, item.id));
    await recordAudit(tx, actor, {
      action: "payments.inbox_dismissed",
      entity: "payments",
      entityId: item.id,
      summary: `${paymentProviderLabels[item.provider]} payment of ${formatMoney(Number(item.amount))} (${item.providerPaymentRef}) dismissed from the payments inbox: ${input.reason}`,
      before: { resolved_at: null },
      after: { resolved_at: new Date().toISOString(), resolution: input.reason },
    });
  });
  return itemDto(db, input.id);
}
