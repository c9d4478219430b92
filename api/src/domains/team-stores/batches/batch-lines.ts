import { type Database, liveTeamBatchLines, teamStoreBatches } from "@store/db";
import { and, eq } from "drizzle-orm";
import { z } from "zod";

// A batch is the store's orders that go to production together: batch 1 is every order placed
// before close, batch 2 the late orders staff add after. "Start production" freezes a batch: its
// lines are copied into team_store_batches.snapshot and every report of a frozen batch reads the
// copy, so a later edit of an order cannot change what was sent to print.

/** One line of a batch, as the reports read it (a frozen batch's snapshot holds these). */
export const batchLineSchema = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  player_name: z.string(),
  customer_name: z.string().nullable(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  print_name: z.string().nullable(),
  print_number: z.string().nullable(),
  unit_price: z.number(),
  personalisation_fee: z.number(),
  fundraising: z.number(),
});
export type BatchLine = z.infer<typeof batchLineSchema>;

export const batchSnapshotSchema = z.object({ lines: z.array(batchLineSchema) });
export type BatchSnapshot = z.infer<typeof batchSnapshotSchema>;

/** The batch's lines as they stand now (not cancelled orders), by order number then line. */
export const liveBatchLines = (db: Database, storeId: string, batch: number): Promise<BatchLine[]> =>
  liveTeamBatchLines(db, storeId, batch);

/** Freezes the batch: its lines as they stand now become the copy every report reads. */
export async function freezeBatch(
  db: Database,
  storeId: string,
  batch: number,
  frozenBy: string | null,
  now: Date,
): Promise<BatchSnapshot> {
  const snapshot: BatchSnapshot = { lines: await liveBatchLines(db, storeId, batch) };
  await db.insert(teamStoreBatches).values({ storeId, batch, frozenBy, frozenAt: now, snapshot });
  return snapshot;
}

/** A batch's lines: the frozen copy once production started, else the live orders. */
export async function batchLines(
  db: Database,
  storeId: string,
  batch: number,
): Promise<{ frozenAt: Date | null; lines: BatchLine[] }> {
  const [frozen] = await db
    .select()
    .from(teamStoreBatches)
    .where(and(eq(teamStoreBatches.storeId, storeId), eq(teamStoreBatches.batch, batch)));
  if (frozen) return { frozenAt: frozen.frozenAt, lines: batchSnapshotSchema.parse(frozen.snapshot).lines };
  return { frozenAt: null, lines: await liveBatchLines(db, storeId, batch) };
}
