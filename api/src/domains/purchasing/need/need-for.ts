import {
  type Database,
  productBlanks,
  productSizeOptions,
  purchaseOrderLines,
  purchaseOrderLineUses,
  purchaseOrders,
  stockReservations,
  suppliers,
} from "@store/db";
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import { catalogueChanged } from "../../../read-model/catalogue-changed";
import { planSize, type SourceDemand, stillToCome } from "./need-plan";
import { loadPieces, type NeedSource, type SourcePieces, sourceKeyOf, sourceOfKey } from "./need-sources";

export type { NeedSource } from "./need-sources";

export interface NeedUse {
  source: NeedSource;
  quantity: number;
}

/** One product and size of a need: its supplier's SKU and what covers its pieces. */
export interface NeedLine {
  productId: string;
  productName: string;
  /** "" for a one-size product. */
  size: string;
  supplierId: string;
  styleNumber: string;
  colorName: string;
  sku: string;
  unitCost: number;
  /** Pieces to decorate for the sources. */
  pieces: number;
  /** Shelf stock set aside for them (reserved now or before). */
  fromStock: number;
  /** Already on open purchase orders for them, not yet counted in. */
  onOrder: number;
  /** pieces − fromStock − onOrder, never negative. */
  toOrder: number;
  /** toOrder, split by source (what a purchase order line is for). */
  uses: NeedUse[];
}

export interface NeedReport {
  suppliers: { supplierId: string; supplierName: string; lines: NeedLine[] }[];
  /** What cannot be ordered until it is mapped (or is no catalogue product at all). */
  unmapped: { productId: string | null; productName: string; size: string; pieces: number; why: string }[];
}

const sizeKey = (productId: string, size: string) => `${productId}|${size}`;

/** Shelf stock per counted size, less what is reserved and not yet used; locked when reserving. */
async function freeStock(tx: Database, productIds: string[], lock: boolean): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const query = tx
    .select({
      productId: productSizeOptions.productId,
      size: productSizeOptions.size,
      stock: productSizeOptions.stock,
    })
    .from(productSizeOptions)
    .where(and(inArray(productSizeOptions.productId, productIds), isNotNull(productSizeOptions.stock)))
    .orderBy(asc(productSizeOptions.productId), asc(productSizeOptions.size));
  // Two batches reserving at once wait for each other here, so neither counts the other's shelf.
  const rows = lock ? await query.for("update") : await query;
  const held = await tx
    .select({
      productId: stockReservations.productId,
      size: stockReservations.size,
      quantity: sql<number>`sum(${stockReservations.quantity})::int`,
    })
    .from(stockReservations)
    .where(and(inArray(stockReservations.productId, productIds), isNull(stockReservations.usedAt)))
    .groupBy(stockReservations.productId, stockReservations.size);
  const heldBy = new Map(held.map((h) => [sizeKey(h.productId, h.size), Number(h.quantity)]));
  return new Map(
    rows.map((r) => {
      const key = sizeKey(r.productId, r.size);
      return [key, Math.max(0, (r.stock ?? 0) - (heldBy.get(key) ?? 0))];
    }),
  );
}

/** What each source already has set aside, per "source|product|size" (used or not). */
export async function reservedFor(tx: Database, sources: NeedSource[]): Promise<Map<string, number>> {
  const batchIds = sources.flatMap((s) => ("batchId" in s ? [s.batchId] : []));
  const orderIds = sources.flatMap((s) => ("orderId" in s ? [s.orderId] : []));
  const which = [
    batchIds.length ? inArray(stockReservations.batchId, batchIds) : undefined,
    orderIds.length ? inArray(stockReservations.orderId, orderIds) : undefined,
  ].filter((w) => w !== undefined);
  if (which.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(stockReservations)
    .where(or(...which));
  return new Map(
    rows.map((r) => [
      `${r.batchId ? `batch:${r.batchId}` : `order:${r.orderId}`}|${sizeKey(r.productId, r.size)}`,
      r.quantity,
    ]),
  );
}

/** Pieces still to come on open purchase orders, per "source|product|size". */
async function onOrderFor(tx: Database, sources: NeedSource[]): Promise<Map<string, number>> {
  const keys = new Set(sources.map(sourceKeyOf));
  const batchIds = sources.flatMap((s) => ("batchId" in s ? [s.batchId] : []));
  const orderIds = sources.flatMap((s) => ("orderId" in s ? [s.orderId] : []));
  const which = [
    batchIds.length ? inArray(purchaseOrderLineUses.batchId, batchIds) : undefined,
    orderIds.length ? inArray(purchaseOrderLineUses.orderId, orderIds) : undefined,
  ].filter((w) => w !== undefined);
  if (which.length === 0) return new Map();
  // The lines that serve any of the sources, with every use of each (a line may serve others too).
  const lineIds = tx
    .select({ id: purchaseOrderLineUses.lineId })
    .from(purchaseOrderLineUses)
    .where(or(...which));
  const rows = await tx
    .select({
      lineId: purchaseOrderLines.id,
      productId: purchaseOrderLines.productId,
      size: purchaseOrderLines.size,
      received: purchaseOrderLines.quantityReceived,
      batchId: purchaseOrderLineUses.batchId,
      orderId: purchaseOrderLineUses.orderId,
      quantity: purchaseOrderLineUses.quantity,
    })
    .from(purchaseOrderLineUses)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderLineUses.lineId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        inArray(purchaseOrderLineUses.lineId, lineIds),
        // A received purchase order is counted in: what it lacks will not come, and is needed again.
        notInArray(purchaseOrders.status, ["cancelled", "received"]),
      ),
    )
    .orderBy(asc(purchaseOrderLineUses.id));
  const byLine = new Map<string, typeof rows>();
  for (const row of rows) byLine.set(row.lineId, [...(byLine.get(row.lineId) ?? []), row]);
  const coming = new Map<string, number>();
  for (const uses of byLine.values()) {
    const [first] = uses;
    if (!first?.productId) continue;
    const left = stillToCome(
      uses.map((u) => ({
        source: u.batchId ? `batch:${u.batchId}` : `order:${u.orderId}`,
        quantity: u.quantity,
      })),
      first.received,
    );
    for (const use of left) {
      if (!keys.has(use.source) || use.quantity <= 0) continue;
      const key = `${use.source}|${sizeKey(first.productId, first.size)}`;
      coming.set(key, (coming.get(key) ?? 0) + use.quantity);
    }
  }
  return coming;
}

const sourceColumns = (source: NeedSource) =>
  "batchId" in source ? { batchId: source.batchId } : { orderId: source.orderId };

const reservationOf = (source: NeedSource) =>
  "batchId" in source
    ? eq(stockReservations.batchId, source.batchId)
    : eq(stockReservations.orderId, source.orderId);

/** Adds to a source's reservation of a size (one row per source, product and size). */
export async function addReservation(
  tx: Database,
  source: NeedSource,
  productId: string,
  size: string,
  quantity: number,
): Promise<{ used: boolean }> {
  const [existing] = await tx
    .select({ id: stockReservations.id, usedAt: stockReservations.usedAt })
    .from(stockReservations)
    .where(
      and(
        reservationOf(source),
        eq(stockReservations.productId, productId),
        eq(stockReservations.size, size),
      ),
    );
  // What is set aside is not for sale: the catalogue's "only N left" and "sold out" change with it.
  if (existing) {
    await tx
      .update(stockReservations)
      .set({ quantity: sql`${stockReservations.quantity} + ${quantity}` })
      .where(eq(stockReservations.id, existing.id));
    if (existing.usedAt === null) await catalogueChanged(tx, "products");
    return { used: existing.usedAt !== null };
  }
  await tx.insert(stockReservations).values({ ...sourceColumns(source), productId, size, quantity });
  await catalogueChanged(tx, "products");
  return { used: false };
}

/**
 * The need of the sources (in the order given: the first is served first from the shelf), grouped
 * by supplier, with what is unmapped listed apart. With `reserve`, in the caller's transaction, the
 * free shelf stock it counts is set aside for the sources, so a second batch cannot count it again.
 */
export async function needFor(
  tx: Database,
  sources: NeedSource[],
  opts: { reserve?: boolean } = {},
): Promise<NeedReport> {
  const { pieces, notProducts } = await loadPieces(tx, sources);
  const productIds = [...new Set(pieces.map((p) => p.productId as string))];
  const [blanks, free, reserved, coming] = await Promise.all([
    productIds.length
      ? tx
          .select({
            productId: productBlanks.productId,
            size: productBlanks.size,
            supplierId: productBlanks.supplierId,
            supplierName: suppliers.name,
            styleNumber: productBlanks.styleNumber,
            colorName: productBlanks.colorName,
            sku: productBlanks.sku,
            cost: productBlanks.cost,
          })
          .from(productBlanks)
          .innerJoin(suppliers, eq(suppliers.id, productBlanks.supplierId))
          .where(inArray(productBlanks.productId, productIds))
      : Promise.resolve([]),
    freeStock(tx, productIds, opts.reserve === true),
    reservedFor(tx, sources),
    onOrderFor(tx, sources),
  ]);
  const blankOf = new Map(blanks.map((b) => [sizeKey(b.productId, b.size), b]));
  const order = new Map(sources.map((s, i) => [sourceKeyOf(s), i]));
  const bySize = new Map<string, SourcePieces[]>();
  for (const piece of pieces) {
    const key = sizeKey(piece.productId as string, piece.size);
    bySize.set(key, [...(bySize.get(key) ?? []), piece]);
  }

  const unmapped: NeedReport["unmapped"] = notProducts.map((p) => ({
    productId: null,
    productName: p.productName,
    size: p.size,
    pieces: p.pieces,
    why: "Not a catalogue product: order its blanks by hand.",
  }));
  const bySupplier = new Map<string, { supplierId: string; supplierName: string; lines: NeedLine[] }>();
  for (const [key, demandPieces] of [...bySize.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [first] = demandPieces as [SourcePieces];
    const total = demandPieces.reduce((sum, p) => sum + p.pieces, 0);
    const blank = blankOf.get(key);
    if (!blank) {
      unmapped.push({
        productId: first.productId,
        productName: first.productName,
        size: first.size,
        pieces: total,
        why: "No supplier for this product and size: map it in Blanks first.",
      });
      continue;
    }
    const demands: SourceDemand[] = demandPieces
      .sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0))
      .map((p) => ({
        source: p.key,
        pieces: p.pieces,
        reserved: reserved.get(`${p.key}|${key}`) ?? 0,
        onOrder: coming.get(`${p.key}|${key}`) ?? 0,
      }));
    const plans = planSize(demands, free.get(key) ?? 0);
    if (opts.reserve) {
      for (const plan of plans) {
        if (plan.reserveNow > 0) {
          await addReservation(tx, sourceOfKey(plan.source), blank.productId, blank.size, plan.reserveNow);
        }
      }
    }
    const line: NeedLine = {
      productId: blank.productId,
      productName: first.productName,
      size: first.size,
      supplierId: blank.supplierId,
      styleNumber: blank.styleNumber,
      colorName: blank.colorName,
      sku: blank.sku,
      unitCost: blank.cost,
      pieces: total,
      fromStock: plans.reduce((sum, p) => sum + p.fromStock, 0),
      onOrder: plans.reduce((sum, p) => sum + p.onOrder, 0),
      toOrder: plans.reduce((sum, p) => sum + p.toOrder, 0),
      uses: plans
        .filter((p) => p.toOrder > 0)
        .map((p) => ({ source: sourceOfKey(p.source), quantity: p.toOrder })),
    };
    const group = bySupplier.get(blank.supplierId) ?? {
      supplierId: blank.supplierId,
      supplierName: blank.supplierName,
      lines: [],
    };
    group.lines.push(line);
    bySupplier.set(blank.supplierId, group);
  }
  return {
    suppliers: [...bySupplier.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName)),
    unmapped,
  };
}
