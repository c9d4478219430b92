import { type Database, purchaseOrderLines, purchaseOrderLineUses, purchaseOrders } from "@store/db";
import { recordAudit } from "../../../audit/record-audit";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs } from "../../service-args";
import { poNumber, sumMoney } from "./load";
import { type NeedLine, type NeedReport, type NeedSource, needFor, resolveSources } from "./need-port";
import type { CreatedPurchaseOrders, PurchaseOrderSources } from "./schemas";

/** The frozen batches and live orders named, as the need module's sources (it refuses unknown ones). */
async function sourcesOf(tx: Database, input: PurchaseOrderSources): Promise<NeedSource[]> {
  const named = await resolveSources(tx, { batches: input.batches, ids: [...new Set(input.order_ids)] });
  // The same batch named twice is one source.
  return [...new Map(named.map((n) => [n.key, n.source])).values()];
}

const sizeWords = (size: string) => (size === "" ? "one size" : size);

/** The refusal when a piece has no supplier mapping: every product and size, and where to fix them. */
export function unmappedRefusal(unmapped: NeedReport["unmapped"]): AppError {
  const names = unmapped.map((u) => `${u.productName} ${sizeWords(u.size)} (${u.pieces} pcs)`);
  return AppError.conflict(
    `${names.join(", ")} ${unmapped.length === 1 ? "has" : "have"} no supplier blank. Map them in Blanks first, then create the purchase orders again.`,
  );
}

/** A supplier's need lines merged by SKU (two products made from the same blank share one line). */
function linesBySku(lines: NeedLine[]) {
  const merged = new Map<string, NeedLine & { names: Set<string> }>();
  for (const line of lines) {
    if (line.toOrder <= 0) continue;
    const same = merged.get(line.sku);
    if (!same) {
      merged.set(line.sku, { ...line, uses: [...line.uses], names: new Set([line.productName]) });
      continue;
    }
    same.toOrder += line.toOrder;
    same.uses.push(...line.uses);
    same.names.add(line.productName);
  }
  return [...merged.values()];
}

/**
 * One draft purchase order per supplier for what the batches and orders still need, in one
 * transaction with the stock it reserves: refused whole when any piece is unmapped; nothing is
 * made when the shelf and open purchase orders cover everything.
 */
export async function createPurchaseOrders({
  db,
  actor,
  input,
}: ChangeArgs<PurchaseOrderSources>): Promise<CreatedPurchaseOrders> {
  return db.transaction(async (tx) => {
    const sources = await sourcesOf(tx, input);
    const need = await needFor(tx, sources, { reserve: true });
    if (need.unmapped.length > 0) throw unmappedRefusal(need.unmapped);
    const made: CreatedPurchaseOrders["purchase_orders"] = [];
    for (const supplier of need.suppliers) {
      const lines = linesBySku(supplier.lines);
      if (lines.length === 0) continue;
      const [po] = await tx
        .insert(purchaseOrders)
        .values({ supplierId: supplier.supplierId, createdBy: actor.id })
        .returning();
      if (!po) throw new Error("purchase order insert returned no row");
      const inserted = await tx
        .insert(purchaseOrderLines)
        .values(
          lines.map((l) => ({
            purchaseOrderId: po.id,
            productId: l.productId,
            productName: [...l.names].join(" / "),
            size: l.size,
            styleNumber: l.styleNumber,
            colorName: l.colorName,
            sku: l.sku,
            unitCost: l.unitCost,
            quantityOrdered: l.toOrder,
          })),
        )
        .returning({ id: purchaseOrderLines.id, sku: purchaseOrderLines.sku });
      const uses = inserted.flatMap((row) => {
        const line = lines.find((l) => l.sku === row.sku);
        return (line?.uses ?? [])
          .filter((u) => u.quantity > 0)
          .map((u) => ({
            lineId: row.id,
            batchId: "batchId" in u.source ? u.source.batchId : null,
            orderId: "orderId" in u.source ? u.source.orderId : null,
            quantity: u.quantity,
          }));
      });
      if (uses.length > 0) await tx.insert(purchaseOrderLineUses).values(uses);
      const pieces = lines.reduce((s, l) => s + l.toOrder, 0);
      const total = sumMoney(lines.map((l) => l.unitCost * l.toOrder));
      await recordAudit(tx, actor, {
        action: "purchase_order.create",
        entity: "purchase_order",
        entityId: po.id,
        summary: `Drafted ${poNumber(po.number)} to ${supplier.supplierName}: ${lines.length} lines, ${pieces} pieces`,
        before: null,
        after: { number: po.number, supplier_id: supplier.supplierId, pieces, total, sources },
      });
      made.push({
        id: po.id,
        number: po.number,
        po_number: poNumber(po.number),
        status: po.status,
        supplier_id: supplier.supplierId,
        supplier_name: supplier.supplierName,
        lines: lines.length,
        pieces,
        received: 0,
        total,
        created_at: po.createdAt.toISOString(),
        sent_at: null,
      });
    }
    if (made.length === 0) {
      const pieces = need.suppliers.flatMap((s) => s.lines).reduce((s, l) => s + l.pieces, 0);
      return {
        purchase_orders: [],
        nothing_to_order: true,
        message:
          pieces === 0
            ? "These batches and orders have no pieces to decorate: nothing to order."
            : `Shelf stock and open purchase orders already cover all ${pieces} pieces: nothing to order.`,
      };
    }
    return {
      purchase_orders: made,
      nothing_to_order: false,
      message: `Drafted ${made.map((m) => `${m.po_number} (${m.supplier_name})`).join(", ")}. Check them, then send each to its rep.`,
    };
  });
}
