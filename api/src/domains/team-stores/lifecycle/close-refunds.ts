import { type Database, orders, profiles, teamStores } from "@store/db";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { PaymentProviders } from "../../../payments/providers";
import { paidAmountSql } from "../../orders/payment-state";
import { type DifferenceRefund, refundDifference } from "../../payments/refund-difference";
import { CLOSED_OR_LATER } from "../staff/store-rules";

/** The store's own name on the refunds it asks for itself. */
const CLOSE_ACTOR = { id: null, email: "Store (team store closed)" };

/**
 * When a store that collects at order has closed, each family who lowered their order after paying
 * gets the difference back through the provider (one refund per order: `close-<orderId>`).
 * Safe to run again: an order already refunded owes nothing, one whose refund was asked but not
 * answered is asked again with the same key. Without `storeId`, every closed store's orders.
 */
export async function refundLoweredTeamOrders(options: {
  db: Database;
  payments: PaymentProviders;
  storeId?: string;
}): Promise<DifferenceRefund[]> {
  const { db, payments } = options;
  if (!payments.hosted?.refund) return [];
  const overpaid = await db
    .select({ id: orders.id })
    .from(orders)
    // Joined so drizzle names the orders table in the payment subquery (alone, it leaves "id" bare).
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .innerJoin(teamStores, eq(teamStores.id, orders.teamStoreId))
    .where(
      and(
        options.storeId ? eq(teamStores.id, options.storeId) : undefined,
        eq(teamStores.paymentMode, "pay_at_order"),
        inArray(teamStores.status, [...CLOSED_OR_LATER]),
        ne(orders.status, "cancelled"),
        gt(paidAmountSql, sql`${orders.total}`),
      ),
    );
  const done: DifferenceRefund[] = [];
  for (const { id } of overpaid) {
    const refund = await refundDifference({
      db,
      payments,
      orderId: id,
      keyPrefix: `close-${id}`,
      reason: "The family lowered the order after paying; the difference goes back at the store's close.",
      actor: CLOSE_ACTOR,
    });
    if (refund) done.push(refund);
  }
  return done;
}
