import {
  type Database,
  type OrderEvent,
  type OrderPayment,
  orderEvents,
  orderPayments,
  orders,
  outboxEmails,
  type PaymentRefund,
  paymentRefunds,
  profiles,
} from "@store/db";
import { paymentProviderLabels } from "@store/db/catalogue";
import { desc, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { ReadArgs } from "../service-args";
import type { OrderDetailDto, PaymentDto, PaymentRefundDto, TimelineEntryDto } from "./order-detail-schemas";
import { orderColumns, withItems } from "./orders";
import type { OrderDto } from "./schemas";

/** The order page by the number people read out: 404 with the number when there is none. */
export async function getOrderDetailByNumber(options: ReadArgs<{ number: number }>): Promise<OrderDetailDto> {
  const { db, input } = options;
  const { number } = input;
  const order = await orderByNumber(db, number);
  if (!order) throw AppError.notFound(`No order #${number}. Check the number on the order list.`);
  return getOrderDetail(db, order);
}

/**
 * The order with its payments and its timeline: one query per kind (payments, events, e-mails),
 * run side by side, however long the timeline.
 */
export async function getOrderDetail(db: Database, order: OrderDto): Promise<OrderDetailDto> {
  const [payments, refunds, events, emails] = await Promise.all([
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id))
      .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id)),
    // Read here from the table (orders may not import payments): the provider's refunds of each payment.
    db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id))
      .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id)),
    db
      .select({
        id: orderEvents.id,
        kind: orderEvents.kind,
        actorLabel: orderEvents.actorLabel,
        details: orderEvents.details,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id)),
    db
      .select({
        id: outboxEmails.id,
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        status: outboxEmails.status,
        nextAttemptAt: outboxEmails.nextAttemptAt,
        sentAt: outboxEmails.sentAt,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.orderId, order.id)),
  ]);
  const timeline = [...events.map(eventEntry), ...emails.map(emailEntry)].sort(newestFirst);
  const refundsOf = (paymentId: string) => refunds.filter((r) => r.paymentId === paymentId);
  return { order, payments: payments.map((p) => paymentDto(p, refundsOf(p.id))), timeline };
}

/** The order with this number, or null. */
export async function orderByNumber(db: Database, number: number): Promise<OrderDto | null> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(eq(orders.number, number));
  const [order] = await withItems(db, rows);
  return order ?? null;
}

/** A payment as the order page shows it, with its refunds and what staff may still refund. */
export function paymentDto(row: OrderPayment, refunds: readonly PaymentRefund[] = []): PaymentDto {
  return {
    id: row.id,
    amount: row.amount,
    method: row.method,
    reference: row.reference,
    note: row.note,
    recorded_by: row.recordedByEmail,
    recorded_at: row.createdAt.toISOString(),
    reversal:
      row.reversedAt && row.reversalReason
        ? { by: row.reversedByEmail ?? "", at: row.reversedAt.toISOString(), reason: row.reversalReason }
        : null,
    provider: row.provider,
    refunds: refunds.map(refundDto),
    refundable: refundableOf(row, refunds),
  };
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** A provider's payment less its pending and done refunds; nothing for an in-store or reversed one. */
function refundableOf(row: OrderPayment, refunds: readonly PaymentRefund[]): number {
  if (!row.provider || !row.providerRef || row.reversedAt) return 0;
  const taken = refunds
    .filter((r) => r.status === "pending" || r.status === "succeeded")
    .reduce((sum, r) => sum + toCents(r.amount), 0);
  return Math.max(0, toCents(row.amount) - taken) / 100;
}

function refundDto(row: PaymentRefund): PaymentRefundDto {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    by: row.requestedByEmail ?? paymentProviderLabels[row.provider],
    at: (row.settledAt ?? row.createdAt).toISOString(),
    source: row.source,
  };
}

function eventEntry(
  row: Pick<OrderEvent, "id" | "kind" | "actorLabel" | "details" | "createdAt">,
): TimelineEntryDto {
  return {
    id: row.id,
    kind: row.kind,
    at: row.createdAt.toISOString(),
    actor: row.actorLabel,
    details: row.details,
    email: null,
  };
}

type EmailRow = {
  id: string;
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
};

function emailEntry(row: EmailRow): TimelineEntryDto {
  const state = row.status === "pending" ? "waiting" : row.status;
  return {
    id: row.id,
    kind: "email",
    at: row.createdAt.toISOString(),
    actor: "Store",
    details: {},
    email: {
      subject: row.subject,
      to: row.to,
      state,
      sent_at: row.sentAt?.toISOString() ?? null,
      waiting_until: state === "waiting" ? row.nextAttemptAt.toISOString() : null,
    },
  };
}

/**
 * Newest first. An e-mail is written in the transaction of the change it tells (same moment), so
 * at equal times it reads above that change: "placed", then "e-mailed" on top of it.
 */
function newestFirst(a: TimelineEntryDto, b: TimelineEntryDto): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind === "email" && b.kind !== "email") return -1;
  if (b.kind === "email" && a.kind !== "email") return 1;
  return 0;
}
