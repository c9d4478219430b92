import { type Database, orderStatusChanges, orders } from "@store/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../staff/audit-records";
import { recordOrderEvent } from "./order-events";
import type { OrderStatusValue } from "./schemas";

// A team's orders move with their production, not one by one: a team store's start of production,
// ready and complete, and a quote's production, move every live order of it here (decision
// 070-orders-follow-production). Each order's history and timeline record the change, in
// the caller's transaction. Nobody is e-mailed from here: the step's own e-mails tell the families
// (the store's "ready" note), so an order's status e-mail would tell them twice.

/** Where each step puts an order; a status an order has already passed is never taken back. */
const ORDER_OF_STEPS: readonly OrderStatusValue[] = ["pending", "processing", "shipped", "delivered"];

/** The statuses an order may be moved from to reach `to`: the earlier ones, never a cancelled one. */
export const movableTo = (to: OrderStatusValue): OrderStatusValue[] =>
  ORDER_OF_STEPS.slice(0, Math.max(0, ORDER_OF_STEPS.indexOf(to)));

export interface ProductionStep {
  /** The orders to move: a team store's, or named ones (a quote's). */
  where: { teamStoreId: string } | { orderIds: readonly string[] };
  to: OrderStatusValue;
  /** Only orders in these statuses move (default: every earlier one, see movableTo). */
  from?: readonly OrderStatusValue[];
  actor: Actor;
  /** Why, for the timeline: "Ready with the Eagles 12U team store." */
  because: string;
}

/** Moves the orders of one production step; answers how many moved. Rows are locked in id order. */
export async function moveOrdersWithProduction(tx: Database, step: ProductionStep): Promise<number> {
  const from = step.from ?? movableTo(step.to);
  if (from.length === 0) return 0;
  const which =
    "teamStoreId" in step.where
      ? eq(orders.teamStoreId, step.where.teamStoreId)
      : step.where.orderIds.length
        ? inArray(orders.id, [...step.where.orderIds])
        : undefined;
  if (!which) return 0;
  const rows = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(which, inArray(orders.status, [...from])))
    .orderBy(asc(orders.id))
    .for("update");
  for (const row of rows) {
    await tx.update(orders).set({ status: step.to }).where(eq(orders.id, row.id));
    await tx.insert(orderStatusChanges).values({ orderId: row.id, status: step.to });
    await recordOrderEvent(tx, row.id, "status", step.actor, {
      from: row.status,
      to: step.to,
      because: step.because,
    });
  }
  return rows.length;
}
