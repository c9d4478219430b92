import { purchaseOrders, suppliers } from "@store/db";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Paged } from "../../../common/admin-list";
import type { ReadArgs } from "../../service-args";
import { poNumber } from "./load";
import type { PurchaseOrderRow, purchaseOrderListInput } from "./schemas";

// The line figures come from the database per row (never by loading the lines).
const lineFigure = (expr: string) =>
  sql.raw(`(select ${expr} from purchase_order_lines l where l.purchase_order_id = "purchase_orders"."id")`);
const linesCount = sql<number>`${lineFigure("count(*)::int")}`;
const pieces = sql<number>`${lineFigure("coalesce(sum(l.quantity_ordered), 0)::int")}`;
const received = sql<number>`${lineFigure("coalesce(sum(l.quantity_received), 0)::int")}`;
const total = sql<string>`${lineFigure("coalesce(sum(l.quantity_ordered * l.unit_cost), 0)::numeric(12,2)")}`;

/** The purchase orders, a page at a time: filtered, searched by number and sorted by the database. */
export async function listPurchaseOrders({
  db,
  input,
}: ReadArgs<z.output<typeof purchaseOrderListInput>>): Promise<Paged<PurchaseOrderRow>> {
  const where: SQL[] = [];
  if (input.status) where.push(eq(purchaseOrders.status, input.status));
  if (input.supplier_id) where.push(eq(purchaseOrders.supplierId, input.supplier_id));
  if (input.search) {
    const digits = input.search.replace(/^\s*po\s*-?\s*/i, "").trim();
    // A number is looked for as a number's text ("100" finds PO-1001…PO-1009 and PO-100).
    where.push(sql`${purchaseOrders.number}::text like ${`${digits.replace(/[%_\\]/g, "\\$&")}%`}`);
  }
  const filter = where.length ? and(...where) : undefined;
  const order = input.dir === "asc" ? asc : desc;
  const sortColumn = {
    number: purchaseOrders.number,
    created_at: purchaseOrders.createdAt,
    status: purchaseOrders.status,
    supplier: sql`lower(${suppliers.name})`,
  }[input.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        createdAt: purchaseOrders.createdAt,
        sentAt: purchaseOrders.sentAt,
        lines: linesCount,
        pieces,
        received,
        total,
      })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(filter)
      .orderBy(order(sortColumn), order(purchaseOrders.number))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(filter),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      po_number: poNumber(r.number),
      status: r.status,
      supplier_id: r.supplierId,
      supplier_name: r.supplierName,
      lines: Number(r.lines),
      pieces: Number(r.pieces),
      received: Number(r.received),
      total: Number(r.total),
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
