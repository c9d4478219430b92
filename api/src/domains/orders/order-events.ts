import { type Database, type OrderEventKind, orderEvents } from "@store/db";
import type { Actor } from "../staff/audit-records";

/** Who did something to an order: a signed-in staff member, the customer, or the store itself. */
export type OrderEventActor = Actor | "customer" | "store";

/**
 * Adds one entry to an order's timeline. Call it with the transaction that makes the change, so
 * the timeline never tells of a change that was rolled back, nor misses one that was saved.
 */
export async function recordOrderEvent(
  tx: Database,
  orderId: string,
  kind: OrderEventKind,
  actor: OrderEventActor,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind,
    actorId: typeof actor === "object" ? actor.id : null,
    actorLabel: actor === "customer" ? "Customer" : actor === "store" ? "Store" : actor.email,
    details,
  });
}
