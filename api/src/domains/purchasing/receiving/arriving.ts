import { purchaseOrders, suppliers } from "@store/db";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Paged } from "../../../common/admin-list";
import type { ReadArgs } from "../../service-args";
import { poNumber } from "../orders/load";
import type { ArrivingRow } from "./schemas";

const waiting = inArray(purchaseOrders.status, ["sent", "partly_received"]);
const figure = (expr: string) =>
  sql.raw(`(select ${expr} from purchase_order_lines l where l.purchase_order_id = "purchase_orders"."id")`);

/** The purchase orders the door is waiting for (sent or partly received), oldest sent first. */
export async function listArriving({
  db,
  input,
}: ReadArgs<{ page: number; page_size: number }>): Promise<Paged<ArrivingRow>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        status: purchaseOrders.status,
        supplierName: suppliers.name,
        sentAt: purchaseOrders.sentAt,
        lines: sql<number>`${figure("count(*)::int")}`,
        pieces: sql<number>`${figure("coalesce(sum(l.quantity_ordered), 0)::int")}`,
        received: sql<number>`${figure("coalesce(sum(l.quantity_received), 0)::int")}`,
      })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(waiting)
      .orderBy(asc(purchaseOrders.sentAt), asc(purchaseOrders.number))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(purchaseOrders).where(waiting),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      po_number: poNumber(r.number),
      status: r.status,
      supplier_name: r.supplierName,
      lines: Number(r.lines),
      pieces: Number(r.pieces),
      received: Number(r.received),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
