import { type Database, orderStatusChanges, orders } from "@store/db";
import { eq } from "drizzle-orm";
import { recordOrderEvent } from "../orders/order-events";
import { restockForStatus } from "../orders/order-stock";
import { getOrder } from "../orders/orders";
import type { OrderDto } from "../orders/schemas";
import { releaseTeamOrderNumbers } from "../orders/team-order-edits";
import { recordAudit, type SystemActor } from "../staff/audit-records";

/**
 * An order placed to be paid now that never was: cancelled, its counted sizes back on the shelf
 * and a team number free again, told on its timeline and in the audit log. The caller holds the
 * order's row lock and sends the one e-mail about it.
 */
export async function cancelUnpaidOrder(tx: Database, order: OrderDto, actor: SystemActor, why: string) {
  await restockForStatus(tx, order, "cancelled");
  await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusChanges).values({ orderId: order.id, status: "cancelled" });
  await recordOrderEvent(tx, order.id, "payment_expired", "store", { amount: order.total, outcome: why });
  await recordOrderEvent(tx, order.id, "status", "store", { from: order.status, to: "cancelled" });
  const after = await getOrder(tx, order.id);
  await releaseTeamOrderNumbers(tx, after);
  await recordAudit(tx, actor, {
    action: "order.status_change",
    entity: "order",
    entityId: order.id,
    summary: `Cancelled order #${order.number}: ${why}`,
    before: { status: order.status },
    after: { status: "cancelled" },
  });
}
