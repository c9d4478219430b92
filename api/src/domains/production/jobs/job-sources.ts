import { type Database, orderItems, orders, quotes, teamStoreBatches, teamStores } from "@store/db";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { batchSnapshotSchema } from "../../team-stores/batches/batch-lines";
import { addDays, storeDayOf } from "../schedule/days";
import type { NeedSource } from "./goods";

// Where a job's work comes from: a team store's frozen batch (its snapshot's lines) or one order
// (its lines). Only sizes, counts, order numbers and players are read out: never prices, never
// the buyer's name or address.

export interface SizeCount {
  product_name: string;
  size: string | null;
  quantity: number;
}

export interface SourceFacts {
  need: NeedSource;
  /** "Eagles 12U · batch 1", "Order #1042". */
  title: string;
  sizeRun: SizeCount[];
  pieces: number;
  orders: { id: string; number: number; player_name: string | null }[];
  /** The due day when staff give none (decision 090). */
  defaultDueOn: string;
}

/** Days after a store's close a batch is due by default; after an order is placed, an order. */
export const BATCH_DUE_DAYS = 14;
export const ORDER_DUE_DAYS = 10;

/** The size run: one row per product and size, in the order first met. */
export function sizeRunOf(
  lines: { product_name: string; size: string | null; quantity: number }[],
): SizeCount[] {
  const run = new Map<string, SizeCount>();
  for (const line of lines) {
    const key = `${line.product_name}\u0000${line.size ?? ""}`;
    const row = run.get(key) ?? { product_name: line.product_name, size: line.size, quantity: 0 };
    row.quantity += line.quantity;
    run.set(key, row);
  }
  return [...run.values()];
}

/** "Youth M 3 · Adult S 1 · one size 2": the card's line (sizes across products added up). */
export function sizesInWords(run: SizeCount[]): string {
  const bySize = new Map<string, number>();
  for (const row of run)
    bySize.set(row.size ?? "one size", (bySize.get(row.size ?? "one size") ?? 0) + row.quantity);
  return [...bySize].map(([size, n]) => `${size} ${n}`).join(" · ");
}

const teamBatchWords = (teamName: string, batch: number) => `${teamName} · batch ${batch}`;

/** A frozen batch's facts; 404 when the store has no such batch frozen yet. */
export async function batchSource(
  db: Database,
  storeId: string,
  batch: number,
): Promise<SourceFacts & { batchId: string }> {
  const [row] = await db
    .select({ batch: teamStoreBatches, teamName: teamStores.teamName, closesAt: teamStores.closesAt })
    .from(teamStoreBatches)
    .innerJoin(teamStores, eq(teamStores.id, teamStoreBatches.storeId))
    .where(and(eq(teamStoreBatches.storeId, storeId), eq(teamStoreBatches.batch, batch)));
  if (!row)
    throw AppError.notFound(
      `Team store ${storeId} has no frozen batch ${batch}. Start its production (or freeze batch 2) first, then add the job.`,
    );
  const lines = batchSnapshotSchema.parse(row.batch.snapshot).lines;
  const seen = new Map<string, { id: string; number: number; player_name: string | null }>();
  for (const l of lines)
    if (!seen.has(l.order_id))
      seen.set(l.order_id, { id: l.order_id, number: l.order_number, player_name: l.player_name });
  const sizeRun = sizeRunOf(lines);
  return {
    batchId: row.batch.id,
    need: { batchId: row.batch.id },
    title: teamBatchWords(row.teamName, batch),
    sizeRun,
    pieces: sizeRun.reduce((n, r) => n + r.quantity, 0),
    orders: [...seen.values()].sort((a, b) => a.number - b.number),
    defaultDueOn: addDays(storeDayOf(batch === 1 ? row.closesAt : row.batch.frozenAt), BATCH_DUE_DAYS),
  };
}

/** An order's facts; 404 when there is none, 409 when it was cancelled. */
export async function orderSource(db: Database, orderId: string): Promise<SourceFacts> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      playerName: orders.playerName,
      createdAt: orders.createdAt,
      neededBy: quotes.neededBy,
    })
    .from(orders)
    .leftJoin(quotes, eq(quotes.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) throw AppError.notFound(`There is no order ${orderId}. Check the order's id on its page.`);
  if (order.status === "cancelled")
    throw AppError.conflict(`Order #${order.number} was cancelled: there is nothing to make for it.`);
  const lines = await db
    .select({ product_name: orderItems.productName, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const sizeRun = sizeRunOf(lines);
  return {
    need: { orderId },
    title: `Order #${order.number}`,
    sizeRun,
    pieces: sizeRun.reduce((n, r) => n + r.quantity, 0),
    orders: [{ id: order.id, number: order.number, player_name: order.playerName }],
    defaultDueOn: order.neededBy ?? addDays(storeDayOf(order.createdAt), ORDER_DUE_DAYS),
  };
}

/** The live orders a job moves: its source's orders that are not cancelled. */
export async function liveOrderIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), ne(orders.status, "cancelled")));
  return rows.map((r) => r.id);
}
