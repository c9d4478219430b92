import { orders } from "@store/db";
import { inArray } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { ChangeArgs, MailArgs } from "../service-args";
import { updateOrderStatus } from "./orders";
import type { OrderStatusValue } from "./schemas";

export interface BulkStatusResult {
  /** How many orders were named (each once). */
  count: number;
  /** How many of them had another status before (their customers hear of it). */
  changed: number;
}

/**
 * Sets one status on many orders, all or nothing: each order goes through updateOrderStatus (its
 * history, timeline, customer e-mail and audit entry) inside one transaction, so a failure on any
 * order leaves every one as it was. Orders are taken in id order, so two bulk changes at once
 * lock them in the same order and cannot deadlock.
 */
export async function bulkOrderStatus(
  options: ChangeArgs<{ ids: readonly string[]; status: OrderStatusValue }> & MailArgs,
): Promise<BulkStatusResult> {
  const { db, actor, input, mail } = options;
  const { ids, status } = input;
  const sorted = [...ids].sort();
  const result = await db.transaction(async (tx) => {
    const before = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, sorted));
    const found = new Set(before.map((o) => o.id));
    const missing = sorted.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw AppError.notFound(
        `No order with ${missing.length === 1 ? "id" : "ids"} ${missing.join(", ")}. No status was changed.`,
      );
    // The mailer is woken once, after the commit: woken earlier it would find nothing yet.
    const quiet = { ...mail, wake: undefined };
    for (const id of sorted) await updateOrderStatus({ db: tx, actor, input: { id, status }, mail: quiet });
    return { count: sorted.length, changed: before.filter((o) => o.status !== status).length };
  });
  mail.wake?.();
  return result;
}
