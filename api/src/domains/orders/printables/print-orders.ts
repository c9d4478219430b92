import { type Database, orders, profiles } from "@store/db";
import { asc, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { orderColumns, withItems } from "../orders";
import type { OrderDto } from "../schemas";

/**
 * The orders a batch names, sorted by order number (the order a shop packs and files them in).
 * Every id must be an order: the unknown ones are named in a 404, so nothing is printed half.
 */
export async function ordersToPrint(db: Database, ids: readonly string[]): Promise<OrderDto[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.number));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw AppError.notFound(
      `No order with ${missing.length === 1 ? "id" : "ids"} ${missing.join(", ")}. Nothing was printed.`,
    );
  return withItems(db, rows);
}

/** "packing-slips-1001-1042.pdf" for a batch, "packing-slip-1001.pdf" for one order. */
export function printFilename(kind: "packing-slip" | "invoice", list: OrderDto[], batch: boolean): string {
  const numbers = list.map((o) => o.number);
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  if (!batch) return `${kind}-${first}.pdf`;
  return `${kind}s-${first}${last === first ? "" : `-${last}`}.pdf`;
}
