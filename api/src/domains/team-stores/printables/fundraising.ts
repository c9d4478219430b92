import { type Column, drawTable, INK, MUTED } from "../../orders/printables/line-table";
import { money } from "../../orders/printables/page-parts";
import type { BatchReport } from "../batch-schemas";
import { continuedPage, drawBatchFoot, drawBatchHead, drawSection } from "./batch-page";

export const FUNDRAISING = "Fundraising";
type Row = BatchReport["fundraising"]["items"][number];

const columns: Column<Row>[] = [
  { title: "Item", width: 262, text: (r) => r.product_name },
  { title: "Per item", width: 90, align: "right", text: (r) => money(r.per_unit) },
  { title: "Items sold", width: 90, align: "right", text: (r) => String(r.units) },
  { title: "Team's share", width: 90, align: "right", font: "bold", text: (r) => money(r.amount) },
];

/** The team's share per item and in total, for the club to reconcile. */
export function drawFundraising(doc: PDFKit.PDFDocument, report: BatchReport): void {
  const h = report.header;
  const more = continuedPage(doc, FUNDRAISING, h);
  doc.addPage();
  drawBatchFoot(doc, h);
  drawBatchHead(doc, FUNDRAISING, h);
  drawSection(doc, "The team's share by item", more);
  const left = doc.page.margins.left;
  if (report.fundraising.items.length === 0)
    doc
      .font("body")
      .fontSize(10)
      .fillColor(MUTED)
      .text("No item in this batch carries a fundraising amount.", left, doc.y + 4);
  else drawTable(doc, columns, report.fundraising.items, more);
  doc
    .font("heading")
    .fontSize(15)
    .fillColor(INK)
    .text(`Total for the team: ${money(report.fundraising.total)}`, left, doc.y + 12, {
      width: 532,
      align: "right",
    });
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      "The team's share is part of each item's price, counted per item sold in this batch, without tax, delivery or name and number fees. Cancelled orders are not counted.",
      left,
      doc.y + 10,
      { width: 532 },
    );
}
