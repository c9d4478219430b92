import {
  type Database,
  purchaseOrderLines,
  purchaseOrderLineUses,
  purchaseOrderReceiptLines,
  purchaseOrderReceipts,
  purchaseOrders,
  suppliers,
} from "@store/db";
import { purchaseOrderStatusLabels } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { recordAudit } from "../../../audit/record-audit";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs, ReadArgs } from "../../service-args";
import { jobsFollowArrivedGoods } from "../orders/jobs-follow-goods";
import { allowed, poNumber, purchaseOrderLinesOf, purchaseOrderRow } from "../orders/load";
import { type NeedUse, receiveIntoStock } from "../orders/need-port";
import type { ReceiptInput, Receiving } from "./schemas";

const sizeWords = (size: string) => size || "one size";

/** The count sheet: each line's style, colour, size and SKU with ordered and received. No cost. */
export async function loadReceiving({ db, input }: ReadArgs<{ id: string }>): Promise<Receiving> {
  const po = await purchaseOrderRow(db, input.id);
  const [supplier] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, po.supplierId));
  const lines = await purchaseOrderLinesOf(db, po.id);
  return {
    id: po.id,
    po_number: poNumber(po.number),
    status: po.status,
    supplier_name: supplier?.name ?? "",
    can_receive: allowed(po.status).receive,
    lines: lines.map((l) => ({
      id: l.id,
      product_name: l.productName,
      style_number: l.styleNumber,
      color_name: l.colorName,
      size: l.size,
      sku: l.sku,
      ordered: l.quantityOrdered,
      received: l.quantityReceived,
      outstanding: Math.max(0, l.quantityOrdered - l.quantityReceived),
      shortage_reason: l.shortageReason,
      substitute: l.substitute,
    })),
  };
}

/** Where counted goods go: the need module's stock and the sources waiting (one place for it). */
async function intoStock(
  tx: Database,
  line: { id: string; productId: string | null; size: string },
  before: number,
  quantity: number,
): Promise<void> {
  const uses = await tx.select().from(purchaseOrderLineUses).where(eq(purchaseOrderLineUses.lineId, line.id));
  const needUses: NeedUse[] = uses.map((u) => ({
    source: u.batchId ? { batchId: u.batchId } : { orderId: u.orderId as string },
    quantity: u.quantity,
  }));
  await receiveIntoStock(
    tx,
    { productId: line.productId, size: line.size, uses: needUses },
    before,
    quantity,
  );
}

/**
 * One count at the door against a sent purchase order: whole counts per line (0 or more), more
 * than ordered (in all) only with a reason, short allowed and recorded; the counted goods go to
 * stock and to the batches and orders waiting, and the status moves, in one transaction; audited.
 */
export async function receiveGoods({ db, actor, input, now }: ChangeArgs<ReceiptInput> & { now: Date }) {
  const outcome = await db.transaction(async (tx) => {
    const po = await purchaseOrderRow(tx, input.id, true);
    if (!allowed(po.status).receive)
      throw AppError.conflict(
        po.status === "draft"
          ? `${poNumber(po.number)} is a draft: send it to the supplier before counting goods in.`
          : `${poNumber(po.number)} is ${purchaseOrderStatusLabels[po.status].toLowerCase()}: there is nothing left to receive on it.`,
      );
    const lines = await purchaseOrderLinesOf(tx, po.id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const seen = new Set<string>();
    for (const count of input.lines) {
      if (!byId.has(count.line_id))
        throw AppError.badRequest(`A line counted is not on ${poNumber(po.number)}: reload the count sheet.`);
      if (seen.has(count.line_id)) throw AppError.badRequest("Each line is counted once per save.");
      seen.add(count.line_id);
    }
    const overWithoutReason = input.lines.flatMap((count) => {
      const line = byId.get(count.line_id);
      if (!line || count.reason) return [];
      const extra = line.quantityReceived + count.quantity - line.quantityOrdered;
      return extra > 0 && count.quantity > 0 ? [{ line, extra }] : [];
    });
    if (overWithoutReason.length > 0)
      throw AppError.badRequest(
        `More than ordered: ${overWithoutReason
          .map(
            ({ line, extra }) => `${line.styleNumber} ${line.colorName} ${sizeWords(line.size)} (+${extra})`,
          )
          .join(
            ", ",
          )}. Give a reason for the extra pieces (e.g. "supplier sent a full case"), or count again.`,
        Object.fromEntries(
          overWithoutReason.map(({ line }) => [
            `lines.${line.id}.reason`,
            "Say why more arrived than ordered.",
          ]),
        ),
      );
    const [receipt] = await tx
      .insert(purchaseOrderReceipts)
      .values({ purchaseOrderId: po.id, receivedBy: actor.id, note: input.note })
      .returning({ id: purchaseOrderReceipts.id });
    if (!receipt) throw new Error("receipt insert returned no row");
    const counted = input.lines.filter((c) => c.quantity > 0 || c.reason || c.substitute);
    if (counted.length > 0)
      await tx.insert(purchaseOrderReceiptLines).values(
        counted.map((c) => ({
          receiptId: receipt.id,
          lineId: c.line_id,
          quantity: c.quantity,
          reason: c.reason,
          substitute: c.substitute,
        })),
      );
    const short: { line_id: string; sku: string; size: string; missing: number; reason: string | null }[] =
      [];
    const over: { line_id: string; sku: string; size: string; extra: number; reason: string | null }[] = [];
    const after = new Map(lines.map((l) => [l.id, l.quantityReceived]));
    for (const count of input.lines) {
      const line = byId.get(count.line_id);
      if (!line) continue;
      const received = line.quantityReceived + count.quantity;
      after.set(line.id, received);
      const reason = count.reason ?? line.shortageReason;
      const substitute = count.substitute ?? line.substitute;
      await tx
        .update(purchaseOrderLines)
        .set({ quantityReceived: received, shortageReason: reason, substitute })
        .where(eq(purchaseOrderLines.id, line.id));
      if (count.quantity > 0) await intoStock(tx, line, line.quantityReceived, count.quantity);
      if (received < line.quantityOrdered)
        short.push({
          line_id: line.id,
          sku: line.sku,
          size: line.size,
          missing: line.quantityOrdered - received,
          reason,
        });
      if (received > line.quantityOrdered)
        over.push({
          line_id: line.id,
          sku: line.sku,
          size: line.size,
          extra: received - line.quantityOrdered,
          reason,
        });
    }
    const complete = lines.every((l) => (after.get(l.id) ?? 0) >= l.quantityOrdered);
    const anything = lines.some((l) => (after.get(l.id) ?? 0) > 0);
    const status = complete ? "received" : anything ? "partly_received" : po.status;
    await tx
      .update(purchaseOrders)
      .set({ status, ...(complete ? { receivedAt: now } : {}) })
      .where(eq(purchaseOrders.id, po.id));
    await jobsFollowArrivedGoods(tx, po.id, now);
    const pieces = input.lines.reduce((s, c) => s + c.quantity, 0);
    await recordAudit(tx, actor, {
      action: "purchase_order.receive",
      entity: "purchase_order",
      entityId: po.id,
      summary: `Received ${pieces} pieces on ${poNumber(po.number)}${short.length ? `, ${short.length} lines short` : ""}`,
      before: {
        status: po.status,
        received: lines.map((l) => ({ sku: l.sku, received: l.quantityReceived })),
      },
      after: {
        status,
        receipt_id: receipt.id,
        counted: input.lines.map((c) => ({
          sku: byId.get(c.line_id)?.sku,
          quantity: c.quantity,
          reason: c.reason,
          substitute: c.substitute,
        })),
      },
    });
    return { receipt_id: receipt.id, status, short, over };
  });
  return { ...outcome, receiving: await loadReceiving({ db, input: { id: input.id } }) };
}
