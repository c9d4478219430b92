import type { CustomerOrderStatus } from "@store/db/catalogue";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What is still owed on an order: nothing once it is cancelled (whatever was paid is settled on
 * its page, not chased), and never below zero (an overpayment is shown as paid, not as credit).
 * The one rule for every place that shows a balance: the order and account pages, the customer
 * record, a team store's orders and its handout money.
 */
export function balanceOf(order: { status: CustomerOrderStatus; total: number; paid: number }): number {
  if (order.status === "cancelled") return 0;
  return Math.max(0, cents(order.total) - cents(order.paid)) / 100;
}

/** Paid beyond what the order now costs (all of it once cancelled): money the store owes back. */
export function refundOwedOf(order: { status: CustomerOrderStatus; total: number; paid: number }): number {
  const owed = order.status === "cancelled" ? cents(order.paid) : cents(order.paid) - cents(order.total);
  return Math.max(0, owed) / 100;
}
