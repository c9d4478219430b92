import { type Database, orders } from "@store/db";
import { statusInWords } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { recordOrderEvent } from "../orders/order-events";
import { getOrder, lockOrder } from "../orders/orders";
import type { OrderDto } from "../orders/schemas";
import type { ChangeArgs, ClockArgs, ReadArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { refigureOrderTotals } from "../tax/retax-order";
import { storeDayOf } from "../tax/tax-basis";
import { appliedView, exemptionsOf } from "./exemption-records";
import {
  type ApplyExemptionInput,
  type ExemptionChoicesDto,
  exemptionKindWords,
  FAMILY_ORDER_RULE,
  type RemoveExemptionInput,
} from "./schemas";
import { usableExemption } from "./usable-exemption";

/** Shipped, delivered and cancelled orders are settled: their tax is what was charged. */
const settled = ["shipped", "delivered", "cancelled"];

async function lockedOrder(tx: Database, id: string) {
  if (!isUuid(id)) throw notFound("order", id);
  await lockOrder(tx, id);
  const order = await getOrder(tx, id);
  const [row] = await tx
    .select({ profileId: orders.profileId, basis: orders.taxBasis, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound("order", id);
  if (settled.includes(order.status))
    throw AppError.conflict(
      `Order #${order.number} is "${statusInWords(order.status, order.fulfilment)}": its sales tax can no longer be changed.`,
    );
  return { order, ...row };
}

/** What the timeline and the audit keep of the change. */
const taxView = (order: OrderDto) => ({
  exemption: order.exemption,
  tax: order.tax,
  total: order.total,
});

/**
 * Makes an order exempt from sales tax with one of its customer's exemptions, in one transaction
 * with the order locked: the exemption must be the customer's, verified and good on the order's day
 * (store time), and never on a team-store family order. The order keeps a copy of the exemption
 * and is taxed again (tax 0); its timeline and the audit log tell who did it and why.
 */
export async function applyOrderExemption({
  db,
  actor,
  input,
  now,
}: ChangeArgs<ApplyExemptionInput> & ClockArgs): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order: before, profileId, basis, createdAt } = await lockedOrder(tx, input.id);
    if (before.team_store) throw AppError.badRequest(FAMILY_ORDER_RULE);
    const exemption = await usableExemption(tx, {
      exemptionId: input.exemption_id,
      profileId,
      day: basis?.day ?? storeDayOf(createdAt),
      reason: input.reason,
      actor,
      now,
    });
    await tx.update(orders).set({ exemption }).where(eq(orders.id, input.id));
    await refigureOrderTotals(tx, input.id);
    const after = await getOrder(tx, input.id);
    const words = `Exempt from sales tax: ${exemptionKindWords[exemption.kind]} ${exemption.number} (${exemption.organisation}). Reason: ${input.reason}`;
    await recordOrderEvent(tx, input.id, "edited", actor, {
      summary: [words],
      before: taxView(before),
      after: taxView(after),
    });
    await recordAudit(tx, actor, {
      action: "order.exemption_apply",
      entity: "order",
      entityId: input.id,
      summary: `Order #${after.number}: ${words}`,
      before: taxView(before),
      after: taxView(after),
    });
    return after;
  });
}

/** Takes an order's exemption off and taxes it again with the rates it was placed under. */
export async function removeOrderExemption({
  db,
  actor,
  input,
}: ChangeArgs<RemoveExemptionInput>): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order: before } = await lockedOrder(tx, input.id);
    if (!before.exemption) throw AppError.conflict(`Order #${before.number} has no tax exemption to remove.`);
    await tx.update(orders).set({ exemption: null }).where(eq(orders.id, input.id));
    await refigureOrderTotals(tx, input.id);
    const after = await getOrder(tx, input.id);
    const words = `Sales tax charged again: exemption ${before.exemption.number} (${before.exemption.organisation}) removed. Reason: ${input.reason}`;
    await recordOrderEvent(tx, input.id, "edited", actor, {
      summary: [words],
      before: taxView(before),
      after: taxView(after),
    });
    await recordAudit(tx, actor, {
      action: "order.exemption_remove",
      entity: "order",
      entityId: input.id,
      summary: `Order #${after.number}: ${words}`,
      before: taxView(before),
      after: taxView(after),
    });
    return after;
  });
}

/** The exemptions an order can take: those on its customer's record, each with its status today. */
export async function orderExemptions({
  db,
  input,
  now,
}: ReadArgs<{ id: string }> & ClockArgs): Promise<ExemptionChoicesDto> {
  if (!isUuid(input.id)) throw notFound("order", input.id);
  const [row] = await db
    .select({ profileId: orders.profileId, exemption: orders.exemption })
    .from(orders)
    .where(eq(orders.id, input.id));
  if (!row) throw notFound("order", input.id);
  return {
    customer_id: row.profileId,
    exemptions: await exemptionsOf(db, row.profileId, now),
    applied: appliedView(row.exemption),
  };
}
