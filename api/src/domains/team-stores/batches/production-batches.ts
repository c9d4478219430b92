import { teamStoreBatches, teamStores } from "@store/db";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Paged } from "../../../common/admin-list";
import type { ReadArgs } from "../../service-args";
import type { BatchReport, ProductionBatch, ProductionBatchRow } from "../batch-schemas";

/** The frozen batches, newest first, a page at a time: the production role's list of work. */
export async function listProductionBatches({
  db,
  input,
}: ReadArgs<{ page: number; page_size: number }>): Promise<Paged<ProductionBatchRow>> {
  // The pieces are summed from the frozen copy's lines in the database, never by loading them.
  const pieces = sql<number>`coalesce((select sum((line->>'quantity')::int)
    from jsonb_array_elements(${teamStoreBatches.snapshot}->'lines') as line), 0)::int`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        storeId: teamStores.id,
        teamName: teamStores.teamName,
        sport: teamStores.sport,
        batch: teamStoreBatches.batch,
        frozenAt: teamStoreBatches.frozenAt,
        pieces,
        handoutWhen: teamStores.handoutWhen,
        handoutPlace: teamStores.handoutPlace,
      })
      .from(teamStoreBatches)
      .innerJoin(teamStores, eq(teamStores.id, teamStoreBatches.storeId))
      .orderBy(desc(teamStoreBatches.frozenAt), desc(teamStoreBatches.batch))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(teamStoreBatches),
  ]);
  return {
    items: rows.map((r) => ({
      store_id: r.storeId,
      team_name: r.teamName,
      sport: r.sport,
      batch: r.batch,
      frozen_at: r.frozenAt.toISOString(),
      pieces: Number(r.pieces),
      handout: [r.handoutWhen, r.handoutPlace && `at ${r.handoutPlace}`].filter(Boolean).join(" ") || null,
    })),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** The batch report less its money: what the production role may see. */
export function withoutMoney(report: BatchReport): ProductionBatch {
  const { unpaid: _unpaid, fundraising: _fundraising, header, ...work } = report;
  const { paid_orders, unpaid_orders, tax, total, amount_paid, balance, ...who } = header;
  return { ...work, header: who };
}
