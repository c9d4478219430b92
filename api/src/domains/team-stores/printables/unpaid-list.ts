import { type Column, drawTable, INK, MUTED } from "../../orders/printables/line-table";
import { money } from "../../orders/printables/page-parts";
import type { BatchReport } from "../batch-schemas";
import { continuedPage, drawBatchFoot, drawBatchHead, drawSection } from "./batch-page";

export const UNPAID = "Unpaid orders";
type Row = BatchReport["unpaid"][number];

const columns: Column<Row>[] = [
  { title: "Order", width: 60, font: "bold", text: (r) => `#${r.order_number}` },
  { title: "Player", width: 105, text: (r) => r.player_name },
  { title: "Ordered by", width: 105, text: (r) => r.customer_name ?? "" },
  { title: "Sales tax", width: 50, align: "right", text: (r) => money(r.tax) },
  { title: "Total", width: 70, align: "right", text: (r) => money(r.total) },
  { title: "Paid", width: 70, align: "right", text: (r) => money(r.amount_paid) },
  { title: "Owed", width: 72, align: "right", font: "bold", text: (r) => money(r.balance) },
];

/**
 * The batch's orders with money still owed, for staff at pickup (never the coach's): who, what was
 * paid, what is owed, and the sum. A tick-off list for the cash box.
 */
export function drawUnpaidList(doc: PDFKit.PDFDocument, report: BatchReport): void {
  const h = report.header;
  const more = continuedPage(doc, UNPAID, h);
  doc.addPage();
  drawBatchFoot(doc, h);
  drawBatchHead(doc, UNPAID, h);
  drawSection(doc, `${report.unpaid.length} of ${h.orders} orders owe money`, more);
  const left = doc.page.margins.left;
  if (report.unpaid.length === 0)
    doc
      .font("body")
      .fontSize(10)
      .fillColor(MUTED)
      .text("Every order of this batch is paid.", left, doc.y + 4);
  else drawTable(doc, columns, report.unpaid, more);
  const owed = report.unpaid.reduce((sum, r) => sum + Math.round(r.balance * 100), 0) / 100;
  doc
    .font("heading")
    .fontSize(15)
    .fillColor(INK)
    .text(`Still owed: ${money(owed)}`, left, doc.y + 12, { width: 532, align: "right" });
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      "Payments as recorded now on each order's page (record them there as families pay). For staff only: it names who owes what.",
      left,
      doc.y + 10,
      { width: 532 },
    );
}
