import type { Database } from "@store/db";
import { goodsShortFor, useReservedStock } from "../../purchasing/need/goods";
import type { NeedSource } from "../../purchasing/need/need-sources";

// The one place jobs ask purchasing about their goods (purchasing/need/): what a source still
// lacks, and taking its reserved stock off the shelf when its work starts.

export type { NeedSource };
export interface Short {
  productName: string;
  size: string;
  quantity: number;
}

/** Per source (batch id or order id): the pieces its goods still lack; absent when nothing is. */
export async function goodsShort(db: Database, sources: NeedSource[]): Promise<Map<string, Short[]>> {
  const unique = [...new Map(sources.map((s) => ["batchId" in s ? s.batchId : s.orderId, s])).values()];
  if (unique.length === 0) return new Map();
  const answer = await goodsShortFor(db, unique);
  return new Map(
    [...answer].filter(([, short]) => short.missing.length > 0).map(([id, short]) => [id, short.missing]),
  );
}

/** Takes the source's reserved stock off the shelf as its work starts (purchasing does it once per source). */
export const takeReservedStock = (tx: Database, source: NeedSource): Promise<void> =>
  useReservedStock(tx, source);
