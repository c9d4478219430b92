import type { Database } from "@store/db";

// The one place jobs ask purchasing about their goods (api/src/domains/purchasing/need/): what a
// source still lacks, and taking its reserved stock off the shelf when its work starts.
// TODO(issue 42): wire to purchasing/need once it is on main (goodsShortFor, useReservedStock).

export type NeedSource = { batchId: string } | { orderId: string };
export interface Short {
  productName: string;
  size: string;
  quantity: number;
}

/** Per source (batch id or order id): the pieces its goods still lack; absent when nothing is. */
export async function goodsShort(_db: Database, _sources: NeedSource[]): Promise<Map<string, Short[]>> {
  return new Map();
}

/** Takes the source's reserved stock off the shelf as its work starts (purchasing does it once per source). */
export async function takeReservedStock(_tx: Database, _source: NeedSource): Promise<void> {}
