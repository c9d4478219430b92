import {
  type Database,
  orders,
  purchaseOrderLines,
  purchaseOrderLineUses,
  purchaseOrderReceiptLines,
  purchaseOrderReceipts,
  purchaseOrders,
  suppliers,
  teamStoreBatches,
  teamStores,
  users,
} from "@store/db";
import { apparelSizes, type PurchaseOrderStatus } from "@store/db/catalogue";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import type { PurchaseOrderDetail } from "./schemas";

/** "PO-1001": the number as people read it and the supplier quotes it. */
export const poNumber = (n: number) => `PO-${n}`;

/** Whole cents, so a total of many lines never drifts. */
export const sumMoney = (amounts: number[]) => amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;

/** What each status allows: the server's rules, also answered as `can` for the web's buttons. */
export const allowed = (status: PurchaseOrderStatus) => ({
  edit: status === "draft",
  send: status === "draft",
  cancel: status === "draft" || status === "sent",
  receive: status === "sent" || status === "partly_received",
});

/** The purchase order's row, locked for the change when `forUpdate`; 404 when there is none. */
export async function purchaseOrderRow(db: Database, id: string, forUpdate = false) {
  const query = db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw AppError.notFound("No purchase order has that id: open it again from the list.");
  return row;
}

/** A size's place in the size guides (Youth XS … Adult 3XL); others after them, by name. */
export const sizeRank = (size: string) => {
  const at = (apparelSizes as readonly string[]).indexOf(size);
  return at === -1 ? apparelSizes.length : at;
};

/** Lines as the shelves and the supplier's pick list run: style, colour, then size in guide order. */
export async function purchaseOrderLinesOf(db: Database, id: string) {
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(
      asc(purchaseOrderLines.styleNumber),
      asc(purchaseOrderLines.colorName),
      asc(purchaseOrderLines.productName),
      asc(purchaseOrderLines.sku),
    );
  return lines.sort(
    (a, b) =>
      a.styleNumber.localeCompare(b.styleNumber) ||
      a.colorName.localeCompare(b.colorName) ||
      sizeRank(a.size) - sizeRank(b.size) ||
      a.size.localeCompare(b.size) ||
      a.sku.localeCompare(b.sku),
  );
}

/** The batches and orders a purchase order serves, with their pieces on it and words to show. */
async function sourcesOf(db: Database, lineIds: string[]): Promise<PurchaseOrderDetail["sources"]> {
  if (lineIds.length === 0) return [];
  const rows = await db
    .select({
      batchId: purchaseOrderLineUses.batchId,
      orderId: purchaseOrderLineUses.orderId,
      pieces: sql<number>`sum(${purchaseOrderLineUses.quantity})::int`,
      teamName: teamStores.teamName,
      storeId: teamStores.id,
      batch: teamStoreBatches.batch,
      orderNumber: orders.number,
    })
    .from(purchaseOrderLineUses)
    .leftJoin(teamStoreBatches, eq(teamStoreBatches.id, purchaseOrderLineUses.batchId))
    .leftJoin(teamStores, eq(teamStores.id, teamStoreBatches.storeId))
    .leftJoin(orders, eq(orders.id, purchaseOrderLineUses.orderId))
    .where(inArray(purchaseOrderLineUses.lineId, lineIds))
    .groupBy(
      purchaseOrderLineUses.batchId,
      purchaseOrderLineUses.orderId,
      teamStores.teamName,
      teamStores.id,
      teamStoreBatches.batch,
      orders.number,
    )
    .orderBy(asc(teamStores.teamName), asc(teamStoreBatches.batch), asc(orders.number));
  return rows.map((r) => ({
    kind: r.batchId ? ("batch" as const) : ("order" as const),
    batch_id: r.batchId,
    order_id: r.orderId,
    label: r.batchId ? `${r.teamName ?? "Team store"} · batch ${r.batch}` : `Order #${r.orderNumber}`,
    store_id: r.storeId,
    batch: r.batch,
    order_number: r.orderNumber,
    pieces: Number(r.pieces),
  }));
}

async function receiptsOf(db: Database, id: string): Promise<PurchaseOrderDetail["receipts"]> {
  const rows = await db
    .select({
      receiptId: purchaseOrderReceipts.id,
      createdAt: purchaseOrderReceipts.createdAt,
      note: purchaseOrderReceipts.note,
      by: users.email,
      lineId: purchaseOrderReceiptLines.lineId,
      quantity: purchaseOrderReceiptLines.quantity,
      reason: purchaseOrderReceiptLines.reason,
      substitute: purchaseOrderReceiptLines.substitute,
      sku: purchaseOrderLines.sku,
      size: purchaseOrderLines.size,
    })
    .from(purchaseOrderReceipts)
    .leftJoin(users, eq(users.id, purchaseOrderReceipts.receivedBy))
    .innerJoin(purchaseOrderReceiptLines, eq(purchaseOrderReceiptLines.receiptId, purchaseOrderReceipts.id))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderReceiptLines.lineId))
    .where(eq(purchaseOrderReceipts.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderReceipts.createdAt), asc(purchaseOrderLines.sku));
  const receipts = new Map<string, PurchaseOrderDetail["receipts"][number]>();
  for (const r of rows) {
    let receipt = receipts.get(r.receiptId);
    if (!receipt) {
      receipt = {
        id: r.receiptId,
        received_at: r.createdAt.toISOString(),
        received_by: r.by,
        note: r.note,
        lines: [],
      };
      receipts.set(r.receiptId, receipt);
    }
    receipt.lines.push({
      line_id: r.lineId,
      sku: r.sku,
      size: r.size,
      quantity: r.quantity,
      reason: r.reason,
      substitute: r.substitute,
    });
  }
  return [...receipts.values()];
}

/** One purchase order with everything its page shows. */
export async function loadPurchaseOrder(db: Database, id: string): Promise<PurchaseOrderDetail> {
  const po = await purchaseOrderRow(db, id);
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, po.supplierId));
  if (!supplier) throw new Error(`purchase order ${id} has no supplier`);
  const lines = await purchaseOrderLinesOf(db, id);
  const [sources, receipts] = await Promise.all([
    sourcesOf(
      db,
      lines.map((l) => l.id),
    ),
    receiptsOf(db, id),
  ]);
  return {
    id: po.id,
    number: po.number,
    po_number: poNumber(po.number),
    status: po.status,
    supplier_id: supplier.id,
    supplier_name: supplier.name,
    lines: lines.length,
    pieces: lines.reduce((s, l) => s + l.quantityOrdered, 0),
    received: lines.reduce((s, l) => s + l.quantityReceived, 0),
    total: sumMoney(lines.map((l) => l.unitCost * l.quantityOrdered)),
    created_at: po.createdAt.toISOString(),
    sent_at: po.sentAt?.toISOString() ?? null,
    note: po.note,
    supplier: {
      id: supplier.id,
      name: supplier.name,
      account_number: supplier.accountNumber,
      rep_email: supplier.repEmail,
      file_format: supplier.fileFormat,
    },
    received_at: po.receivedAt?.toISOString() ?? null,
    cancelled_at: po.cancelledAt?.toISOString() ?? null,
    order_lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      product_name: l.productName,
      size: l.size,
      style_number: l.styleNumber,
      color_name: l.colorName,
      sku: l.sku,
      unit_cost: l.unitCost,
      quantity_ordered: l.quantityOrdered,
      quantity_received: l.quantityReceived,
      line_total: sumMoney([l.unitCost * l.quantityOrdered]),
      shortage_reason: l.shortageReason,
      substitute: l.substitute,
    })),
    sources,
    receipts,
    can: allowed(po.status),
  };
}
