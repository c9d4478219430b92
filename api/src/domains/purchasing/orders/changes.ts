import { purchaseOrderLines, purchaseOrderLineUses, purchaseOrders, suppliers } from "@store/db";
import { purchaseOrderStatusLabels } from "@store/db/catalogue";
import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../../audit/record-audit";
import { AppError } from "../../../errors/app-error";
import { enqueueEmail } from "../../../mail/outbox";
import { purchaseOrderEmail } from "../../../mail/templates/purchase-orders";
import type { ChangeArgs } from "../../service-args";
import { fileOrderOf } from "./file-order";
import { jobsFollowSentOrder } from "./jobs-follow-goods";
import {
  allowed,
  loadPurchaseOrder,
  poNumber,
  purchaseOrderLinesOf,
  purchaseOrderRow,
  sumMoney,
} from "./load";
import type { PurchaseOrderDetail, purchaseOrderEditInput, purchaseOrderIdInput } from "./schemas";
import { supplierTextFiles } from "./supplier-files";

type Id = z.output<typeof purchaseOrderIdInput>;
const dollars = (n: number) => `$${n.toFixed(2)}`;

const refuseMove = (number: number, status: keyof typeof purchaseOrderStatusLabels, what: string) =>
  AppError.conflict(
    `${poNumber(number)} is ${purchaseOrderStatusLabels[status].toLowerCase()}: only ${what}.`,
  );

/** A draft's quantities and note; a quantity of 0 takes the line off. Only a draft is edited. */
export async function editPurchaseOrder({
  db,
  actor,
  input,
}: ChangeArgs<z.output<typeof purchaseOrderEditInput>>): Promise<PurchaseOrderDetail> {
  await db.transaction(async (tx) => {
    const po = await purchaseOrderRow(tx, input.id, true);
    if (!allowed(po.status).edit) throw refuseMove(po.number, po.status, "a draft can be edited");
    const lines = await purchaseOrderLinesOf(tx, po.id);
    const unknown = input.lines.filter((l) => !lines.some((x) => x.id === l.id));
    if (unknown.length > 0)
      throw AppError.badRequest(
        `${unknown.length} of the lines sent are not on ${poNumber(po.number)}: reload it.`,
      );
    const quantityOf = new Map(input.lines.map((l) => [l.id, l.quantity]));
    const left = lines.filter((l) => (quantityOf.get(l.id) ?? l.quantityOrdered) > 0);
    if (left.length === 0)
      throw AppError.badRequest("A purchase order keeps at least one line: cancel it instead.");
    for (const line of lines) {
      const quantity = quantityOf.get(line.id);
      if (quantity === undefined || quantity === line.quantityOrdered) continue;
      if (quantity === 0) {
        await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.id, line.id));
        continue;
      }
      await tx
        .update(purchaseOrderLines)
        .set({ quantityOrdered: quantity })
        .where(eq(purchaseOrderLines.id, line.id));
      // Fewer pieces: the sources the line serves keep at most what is ordered, the latest trimmed first.
      const uses = await tx
        .select()
        .from(purchaseOrderLineUses)
        .where(eq(purchaseOrderLineUses.lineId, line.id))
        .orderBy(asc(purchaseOrderLineUses.quantity), desc(purchaseOrderLineUses.id));
      let over = uses.reduce((s, u) => s + u.quantity, 0) - quantity;
      for (const use of uses) {
        if (over <= 0) break;
        const cut = Math.min(over, use.quantity);
        over -= cut;
        if (cut === use.quantity)
          await tx.delete(purchaseOrderLineUses).where(eq(purchaseOrderLineUses.id, use.id));
        else
          await tx
            .update(purchaseOrderLineUses)
            .set({ quantity: use.quantity - cut })
            .where(eq(purchaseOrderLineUses.id, use.id));
      }
    }
    const note = input.note === undefined ? po.note : input.note || null;
    await tx.update(purchaseOrders).set({ note }).where(eq(purchaseOrders.id, po.id));
    await recordAudit(tx, actor, {
      action: "purchase_order.update",
      entity: "purchase_order",
      entityId: po.id,
      summary: `Edited draft ${poNumber(po.number)}`,
      before: {
        note: po.note,
        lines: lines.map((l) => ({ id: l.id, sku: l.sku, quantity: l.quantityOrdered })),
      },
      after: {
        note,
        lines: left.map((l) => ({
          id: l.id,
          sku: l.sku,
          quantity: quantityOf.get(l.id) ?? l.quantityOrdered,
        })),
      },
    });
  });
  return loadPurchaseOrder(db, input.id);
}

/**
 * Sends a draft: e-mails the supplier's rep through the outbox (the order in the body) and marks it
 * sent, in one transaction. Refused without a rep e-mail, and when the supplier's file cannot be
 * written (a SanMar line without its keys), so what is sent is what the file says.
 */
export async function sendPurchaseOrder({
  db,
  actor,
  input,
  now,
}: ChangeArgs<Id> & { now: Date }): Promise<{ id: string; status: "sent"; sent_to: string }> {
  return db.transaction(async (tx) => {
    const po = await purchaseOrderRow(tx, input.id, true);
    if (!allowed(po.status).send) throw refuseMove(po.number, po.status, "a draft can be sent");
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, po.supplierId));
    if (!supplier) throw new Error("purchase order without its supplier");
    if (!supplier.repEmail)
      throw AppError.conflict(
        `${supplier.name} has no rep e-mail: add it in Suppliers, then send ${poNumber(po.number)}.`,
      );
    const lines = await purchaseOrderLinesOf(tx, po.id);
    const order = fileOrderOf({ ...po, sentAt: now }, supplier, lines);
    // Written once here so a file the supplier cannot read stops the send (its message says what to fix).
    const [file] = supplierTextFiles(supplier.fileFormat, order);
    const mail = purchaseOrderEmail({
      poNumber: order.poNumber,
      supplierName: supplier.name,
      accountNumber: supplier.accountNumber,
      note: po.note,
      lines: order.lines,
      total: dollars(sumMoney(order.lines.map((l) => l.unitCost * l.quantity))),
      fileName: file?.name ?? "",
    });
    await enqueueEmail(tx, { kind: "purchase_order.sent", to: supplier.repEmail, ...mail });
    await tx.update(purchaseOrders).set({ status: "sent", sentAt: now }).where(eq(purchaseOrders.id, po.id));
    await jobsFollowSentOrder(tx, po.id, now);
    await recordAudit(tx, actor, {
      action: "purchase_order.send",
      entity: "purchase_order",
      entityId: po.id,
      summary: `Sent ${order.poNumber} to ${supplier.name} (${supplier.repEmail})`,
      before: { status: po.status },
      after: { status: "sent", to: supplier.repEmail },
    });
    return { id: po.id, status: "sent" as const, sent_to: supplier.repEmail };
  });
}

/** Cancels a draft or a sent purchase order (nothing has arrived on either); audited. */
export async function cancelPurchaseOrder({
  db,
  actor,
  input,
  now,
}: ChangeArgs<Id> & { now: Date }): Promise<PurchaseOrderDetail> {
  await db.transaction(async (tx) => {
    const po = await purchaseOrderRow(tx, input.id, true);
    if (!allowed(po.status).cancel)
      throw refuseMove(
        po.number,
        po.status,
        "a draft or a sent purchase order with nothing received can be cancelled",
      );
    await tx
      .update(purchaseOrders)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(purchaseOrders.id, po.id));
    await recordAudit(tx, actor, {
      action: "purchase_order.cancel",
      entity: "purchase_order",
      entityId: po.id,
      summary: `Cancelled ${poNumber(po.number)}`,
      before: { status: po.status },
      after: { status: "cancelled" },
    });
  });
  return loadPurchaseOrder(db, input.id);
}
