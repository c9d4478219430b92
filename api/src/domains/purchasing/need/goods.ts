import { type Database, productSizeOptions, stockReservations } from "@store/db";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { addReservation, type NeedUse, reservedFor } from "./need-for";
import { splitArrival } from "./need-plan";
import { loadPieces, type NeedSource, sourceKeyOf, sourceOfKey } from "./need-sources";

// Goods on their way to the work: what arrives goes to the shelf and to the batches and orders it
// was bought for; what a batch or order still lacks is "short" on its jobs; when a job starts, what
// was set aside for its source comes off the shelf.

const sizeMatch = (productId: string, size: string) =>
  and(eq(productSizeOptions.productId, productId), eq(productSizeOptions.size, size));

/**
 * Counted goods of one purchase order line, in the receipt's transaction: a counted size's shelf
 * grows by all of them; each source the line was bought for gets its share set aside (in the
 * uses' order, never more than it was bought for). A size the shop does not count (made to order)
 * keeps no shelf: its goods are only set aside for the work, and extras are not tracked.
 */
export async function receiveIntoStock(
  tx: Database,
  line: { productId: string | null; size: string; uses: NeedUse[] },
  before: number,
  counted: number,
): Promise<void> {
  if (!line.productId || counted <= 0) return;
  const { shares } = splitArrival(
    line.uses.map((u) => ({ source: sourceKeyOf(u.source), quantity: u.quantity })),
    before,
    counted,
  );
  const [shelf] = await tx
    .select({ stock: productSizeOptions.stock })
    .from(productSizeOptions)
    .where(and(sizeMatch(line.productId, line.size), isNotNull(productSizeOptions.stock)))
    .for("update");
  let intoWork = 0;
  for (const share of shares) {
    const { used } = await addReservation(
      tx,
      sourceOfKey(share.source),
      line.productId,
      line.size,
      share.quantity,
    );
    // The work already started: these go straight to it, never onto the shelf.
    if (used) intoWork += share.quantity;
  }
  if (shelf) {
    await tx
      .update(productSizeOptions)
      .set({ stock: sql`${productSizeOptions.stock} + ${counted - intoWork}` })
      .where(sizeMatch(line.productId, line.size));
  }
}

export interface GoodsShort {
  missing: { productName: string; size: string; quantity: number }[];
}

/**
 * What each source's pieces still lack: pieces less what was set aside for it (from the shelf or
 * from received goods). Lines that are no catalogue product cannot be tracked and are left out.
 * Keyed by the batch's or the order's id.
 */
export async function goodsShortFor(db: Database, sources: NeedSource[]): Promise<Map<string, GoodsShort>> {
  const { pieces } = await loadPieces(db, sources);
  const reserved = await reservedFor(db, sources);
  const answer = new Map<string, GoodsShort>();
  for (const source of sources) {
    answer.set("batchId" in source ? source.batchId : source.orderId, { missing: [] });
  }
  for (const piece of pieces) {
    const lacking = piece.pieces - (reserved.get(`${piece.key}|${piece.productId}|${piece.size}`) ?? 0);
    if (lacking <= 0) continue;
    const id = piece.key.slice(piece.key.indexOf(":") + 1);
    answer.get(id)?.missing.push({ productName: piece.productName, size: piece.size, quantity: lacking });
  }
  for (const short of answer.values()) {
    short.missing.sort((a, b) => a.productName.localeCompare(b.productName) || a.size.localeCompare(b.size));
  }
  return answer;
}

/**
 * Takes what was set aside for a source off the shelf when its work starts, once: a counted size's
 * stock goes down by it and the reservation is marked used (no longer held against the shelf).
 */
export async function useReservedStock(tx: Database, source: NeedSource): Promise<void> {
  const rows = await tx
    .select()
    .from(stockReservations)
    .where(
      and(
        "batchId" in source
          ? eq(stockReservations.batchId, source.batchId)
          : eq(stockReservations.orderId, source.orderId),
        isNull(stockReservations.usedAt),
      ),
    )
    .orderBy(asc(stockReservations.productId), asc(stockReservations.size))
    .for("update");
  for (const row of rows) {
    await tx
      .update(productSizeOptions)
      .set({ stock: sql`greatest(${productSizeOptions.stock} - ${row.quantity}, 0)` })
      .where(and(sizeMatch(row.productId, row.size), isNotNull(productSizeOptions.stock)));
    await tx.update(stockReservations).set({ usedAt: new Date() }).where(eq(stockReservations.id, row.id));
  }
}
