import { orderPayments, orders, paymentRefunds } from "@store/db";
import { type SQL, sql } from "drizzle-orm";
import type { PaymentState } from "../../common/order-filter-facts";

export type { PaymentState };

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * unpaid: nothing taken; deposit: some but less than the total; paid: the total or more;
 * refunded: money was taken and every payment has since been reversed.
 */
export function paymentStateOf(total: number, paid: number, reversed: number): PaymentState {
  if (cents(paid) <= 0) return cents(reversed) > 0 ? "refunded" : "unpaid";
  return cents(paid) >= cents(total) ? "paid" : "deposit";
}

/**
 * The order's id, always qualified: drizzle writes a column bare when a query reads one table, and
 * a bare "id" inside these subqueries would be the payment's own id (every order read as unpaid).
 */
const orderId = sql`${orders}."id"`;

/** Money a provider gave back on the order's payments (a refund or a dispute), once it is done. */
const refundedSql = sql`coalesce((
  select sum(r.amount) from ${paymentRefunds} r
  where r.order_id = ${orderId} and r.status = 'succeeded'), 0)`;

/**
 * Money the order holds: payments not reversed, less what a provider gave back on them. The one
 * rule for "paid", for queries over orders.
 */
export const paidAmountSql: SQL<number> = sql<number>`(coalesce((
  select sum(p.amount) from ${orderPayments} p
  where p.order_id = ${orderId} and p.reversed_at is null), 0) - ${refundedSql})`.mapWith(Number);

/** Money taken and later given back (reversed, refunded or disputed), for telling "refunded" from "unpaid". */
export const reversedAmountSql: SQL<number> = sql<number>`(coalesce((
  select sum(p.amount) from ${orderPayments} p
  where p.order_id = ${orderId} and p.reversed_at is not null), 0) + ${refundedSql})`.mapWith(Number);

/** paymentStateOf in SQL, so lists filter and count by payment state in the database. */
export const paymentStateSql: SQL<PaymentState> = sql<PaymentState>`case
  when ${paidAmountSql} <= 0 then case when ${reversedAmountSql} > 0 then 'refunded' else 'unpaid' end
  when ${paidAmountSql} >= ${orders.total} then 'paid'
  else 'deposit' end`;
