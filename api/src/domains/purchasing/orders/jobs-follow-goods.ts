import { type Database, productionJobs, purchaseOrderLines, purchaseOrderLineUses } from "@store/db";
import type { JobStage } from "@store/db/catalogue";
import { and, eq, inArray, or } from "drizzle-orm";
import { goodsShortFor } from "../need/goods";
import type { NeedSource } from "../need/need-sources";

// The board follows the blanks: sending a purchase order moves the jobs it serves from "art
// approved" to "blanks ordered"; once a source's goods are all in, its jobs move to "blanks
// received". Only forward, and only through the stages before production, which move no order
// (orderStatusForStage), so nothing is e-mailed from here. Written against the jobs' table, not
// the production domain, which itself reads purchasing's goods (no cycle between the two).

/** The batches and orders a purchase order's lines were bought for. */
async function sourcesOf(tx: Database, purchaseOrderId: string): Promise<NeedSource[]> {
  const rows = await tx
    .selectDistinct({ batchId: purchaseOrderLineUses.batchId, orderId: purchaseOrderLineUses.orderId })
    .from(purchaseOrderLineUses)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderLineUses.lineId))
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
  return rows.map((r) => (r.batchId ? { batchId: r.batchId } : { orderId: r.orderId as string }));
}

async function moveJobs(tx: Database, sources: NeedSource[], from: JobStage[], to: JobStage, now: Date) {
  const batchIds = sources.flatMap((s) => ("batchId" in s ? [s.batchId] : []));
  const orderIds = sources.flatMap((s) => ("orderId" in s ? [s.orderId] : []));
  const which = [
    batchIds.length ? inArray(productionJobs.batchId, batchIds) : undefined,
    orderIds.length ? inArray(productionJobs.orderId, orderIds) : undefined,
  ].filter((w) => w !== undefined);
  if (which.length === 0) return;
  await tx
    .update(productionJobs)
    .set({ stage: to, stageChangedAt: now })
    .where(and(or(...which), inArray(productionJobs.stage, from)));
}

/** After a purchase order is sent: its sources' jobs that wait for art or blanks read "blanks ordered". */
export async function jobsFollowSentOrder(tx: Database, purchaseOrderId: string, now: Date): Promise<void> {
  await moveJobs(tx, await sourcesOf(tx, purchaseOrderId), ["art_approved"], "blanks_ordered", now);
}

/** After goods are counted in: the jobs of each source that lacks nothing now read "blanks received". */
export async function jobsFollowArrivedGoods(
  tx: Database,
  purchaseOrderId: string,
  now: Date,
): Promise<void> {
  const sources = await sourcesOf(tx, purchaseOrderId);
  if (sources.length === 0) return;
  const short = await goodsShortFor(tx, sources);
  const complete = sources.filter(
    (s) => (short.get("batchId" in s ? s.batchId : s.orderId)?.missing.length ?? 0) === 0,
  );
  await moveJobs(tx, complete, ["art_approved", "blanks_ordered"], "blanks_received", now);
}
