import { type Column, drawTable, INK, MUTED, NAVY, RULE } from "../../orders/printables/line-table";
import { pageColumn } from "../../orders/printables/pdf-document";
import type { Bag, BatchHeader } from "../batch-schemas";
import { numberWords, printWords } from "../batches/batch-report";
import { continuedPage, drawBatchFoot, drawBatchHead } from "./batch-page";

export const PACKING_LIST = "Packing list";
type Line = Bag["lines"][number];

const tickBox = (doc: PDFKit.PDFDocument, x: number, y: number) =>
  doc.rect(x, y, 12, 12).lineWidth(1).strokeColor(INK).stroke();

const columns: Column<Line>[] = [
  { title: "Packed", width: 52, align: "center", text: () => "", draw: tickBox },
  {
    title: "Item",
    width: 300,
    text: (l) =>
      printWords(l.print_name, l.print_number)
        ? `${l.product_name}\nPrint: ${printWords(l.print_name, l.print_number)}`
        : l.product_name,
  },
  { title: "Size", width: 120, text: (l) => l.size ?? "One size" },
  { title: "Qty", width: 60, align: "right", font: "bold", text: (l) => String(l.quantity) },
];

/** One player's bag on its own page: who it is for, bag n of N, every piece with a box to tick. */
export function drawPackingList(doc: PDFKit.PDFDocument, header: BatchHeader, bag: Bag): void {
  doc.addPage();
  drawBatchFoot(doc, header);
  drawBatchHead(doc, PACKING_LIST, header);
  const { left, width } = pageColumn(doc);
  const top = doc.y;
  doc
    .font("heading")
    .fontSize(24)
    .fillColor(NAVY)
    .text(bag.player_name, left, top, { width: width - 160 });
  doc
    .font("heading")
    .fontSize(24)
    .text(bag.number ? numberWords(bag.number) : "", left + width - 160, top, { width: 160, align: "right" });
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(
      `Bag ${bag.bag} of ${bag.of} · ${bag.pieces} ${bag.pieces === 1 ? "piece" : "pieces"}`,
      left,
      doc.y + 2,
    );
  doc
    .font("body")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Orders ${bag.order_numbers.map((n) => `#${n}`).join(", ")}`, { width });
  doc.y += 10;
  drawTable(doc, columns, bag.lines, continuedPage(doc, PACKING_LIST, header));
  doc.y += 24;
  doc
    .font("body")
    .fontSize(10)
    .fillColor(INK)
    .text("Packed by ____________________      Checked by ____________________", left, doc.y);
  doc
    .moveTo(left, doc.y + 6)
    .lineTo(left + width, doc.y + 6)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}
