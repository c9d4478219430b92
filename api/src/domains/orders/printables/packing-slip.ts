import type { OrderDto } from "../schemas";
import { bottomOf, type Column, drawTable, INK, MUTED, RULE } from "./line-table";
import { itemWords } from "./line-words";
import { drawContinued, drawCustomerAndFulfilment, drawFoot, drawPageHead } from "./page-parts";
import { pageColumn } from "./pdf-document";

type Line = OrderDto["items"][number];
const TITLE = "Packing slip";

/** An empty square to tick when the line is in the bag. */
const tickBox = (doc: PDFKit.PDFDocument, x: number, y: number) =>
  doc.rect(x, y, 12, 12).lineWidth(1).strokeColor(INK).stroke();

const columns: Column<Line>[] = [
  { title: "Packed", width: 52, align: "center", text: () => "", draw: tickBox },
  { title: "Item", width: 330, text: itemWords },
  { title: "Size", width: 100, text: (l) => l.size ?? "One size" },
  { title: "Qty", width: 50, align: "right", font: "bold", text: (l) => String(l.quantity) },
];

/**
 * One order's packing slip, from a new page: the store, the order, who it is for and how it
 * leaves, every line with its size and quantity and a box to tick (no prices), and the note.
 */
export function drawPackingSlip(doc: PDFKit.PDFDocument, order: OrderDto): void {
  doc.addPage();
  drawFoot(doc, order);
  drawPageHead(doc, TITLE, order);
  drawCustomerAndFulfilment(doc, order);
  drawTable(doc, columns, order.items, () => {
    drawFoot(doc, order);
    drawContinued(doc, TITLE, order);
  });
  const pieces = order.items.reduce((sum, l) => sum + l.quantity, 0);
  doc.moveDown(0.6);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(
      `${pieces} ${pieces === 1 ? "piece" : "pieces"} on ${order.items.length} ${order.items.length === 1 ? "line" : "lines"}`,
      {
        align: "right",
      },
    );
  if (order.note) drawNote(doc, order);
  drawSignOff(doc, order);
}

/** The customer's note to the store, boxed so the packer cannot miss it. */
function drawNote(doc: PDFKit.PDFDocument, order: OrderDto): void {
  const { left, width } = pageColumn(doc);
  const text = order.note ?? "";
  doc.font("body").fontSize(10);
  const height = doc.heightOfString(text, { width: width - 20 }) + 30;
  if (doc.y + 14 + height > bottomOf(doc)) {
    doc.addPage();
    drawFoot(doc, order);
    drawContinued(doc, TITLE, order);
  }
  const top = doc.y + 14;
  doc.rect(left, top, width, height).lineWidth(1).strokeColor(RULE).stroke();
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(MUTED)
    .text("NOTE FROM THE CUSTOMER", left + 10, top + 8);
  doc
    .font("body")
    .fontSize(10)
    .fillColor(INK)
    .text(text, left + 10, doc.y + 2, { width: width - 20 });
  doc.x = left;
  doc.y = top + height;
}

/** Who packed and who checked it: initials by hand. */
function drawSignOff(doc: PDFKit.PDFDocument, order: OrderDto): void {
  const left = doc.page.margins.left;
  if (doc.y + 40 > bottomOf(doc)) {
    doc.addPage();
    drawFoot(doc, order);
    drawContinued(doc, TITLE, order);
  }
  const y = doc.y + 26;
  doc.font("body").fontSize(9).fillColor(MUTED);
  doc.text("Packed by", left, y, { lineBreak: false });
  doc
    .moveTo(left + 50, y + 10)
    .lineTo(left + 200, y + 10)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  doc.text("Checked by", left + 240, y, { lineBreak: false });
  doc
    .moveTo(left + 295, y + 10)
    .lineTo(left + 445, y + 10)
    .stroke();
  doc.x = left;
  doc.y = y + 16;
}
