import type { Database } from "@store/db";

// The one place purchase orders and receiving reach the need module (purchasing/need/need-for.ts,
// the lead's): what a selection of batches and orders needs, and where received goods go. Until it
// lands on main these are stand-ins with its contract's shapes; on merge this file re-exports it.

export type NeedSource = { batchId: string } | { orderId: string };
export interface NeedUse {
  source: NeedSource;
  quantity: number;
}
export interface NeedLine {
  productId: string;
  productName: string;
  size: string;
  supplierId: string;
  styleNumber: string;
  colorName: string;
  sku: string;
  unitCost: number;
  pieces: number;
  fromStock: number;
  onOrder: number;
  toOrder: number;
  uses: NeedUse[];
}
export interface NeedReport {
  suppliers: { supplierId: string; supplierName: string; lines: NeedLine[] }[];
  unmapped: { productId: string | null; productName: string; size: string; pieces: number; why: string }[];
}

/** Stand-in until the need module lands: refuses, so nothing is ordered from a guess. */
export async function needFor(
  _tx: Database,
  _sources: NeedSource[],
  _opts?: { reserve?: boolean },
): Promise<NeedReport> {
  throw new Error("The need module (purchasing/need) has not landed yet.");
}

/** Stand-in until the need module lands: received goods are not yet put anywhere. */
export async function receiveIntoStock(
  _tx: Database,
  _lineUses: { productId: string | null; size: string; uses: NeedUse[] }[],
  _quantity: number,
): Promise<void> {}
