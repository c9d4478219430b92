import { storeContact, storeLocation } from "@store/db/catalogue";
import type { PdfFile } from "../../../http/pdf-response";
import { type Column, drawTable, INK, MUTED, NAVY } from "../../orders/printables/line-table";
import { drawLogoAndTitle, money, storeAddressLine } from "../../orders/printables/page-parts";
import { LOGO_RATIO, letterDocument, pageColumn, streamDocument } from "../../orders/printables/pdf-document";
import { sizeRank, sumMoney } from "./load";
import type { SupplierFileOrder } from "./supplier-files";

type Line = SupplierFileOrder["lines"][number];

const columns: Column<Line>[] = [
  { title: "Style", width: 70, font: "bold", text: (l) => l.styleNumber },
  { title: "Colour", width: 95, text: (l) => l.colorName },
  { title: "Size", width: 75, text: (l) => l.size || "One size" },
  { title: "SKU", width: 90, text: (l) => l.sku },
  { title: "Qty", width: 50, align: "right", text: (l) => String(l.quantity) },
  { title: "Unit cost", width: 72, align: "right", text: (l) => money(l.unitCost) },
  { title: "Line total", width: 80, align: "right", text: (l) => money(sumMoney([l.unitCost * l.quantity])) },
];

const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Chicago" });
const LOGO_WIDTH = 160;

/** Lines in the order a picker walks the shelves: style, colour, then size in guide order. */
const byStyle = (lines: Line[]) =>
  [...lines].sort(
    (a, b) =>
      a.styleNumber.localeCompare(b.styleNumber) ||
      a.colorName.localeCompare(b.colorName) ||
      sizeRank(a.size) - sizeRank(b.size),
  );

function drawPurchaseOrder(doc: PDFKit.PDFDocument, order: SupplierFileOrder): void {
  doc.addPage();
  const { left, right, width } = pageColumn(doc);
  const top = doc.page.margins.top;
  drawLogoAndTitle(doc, "Purchase order", { logoWidth: LOGO_WIDTH, titleWidth: 240, titleSize: 24 });
  doc
    .font("heading")
    .fontSize(16)
    .fillColor(INK)
    .text(order.poNumber, right - 240, doc.y + 2, { width: 240, align: "right" })
    .font("body")
    .fontSize(10)
    .fillColor(MUTED)
    .text(longDay.format(order.date), right - 240, doc.y, { width: 240, align: "right" });
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(storeLocation.name, left, top + LOGO_WIDTH * LOGO_RATIO + 8)
    .text(storeAddressLine())
    .text(`${storeContact.phone} · ${storeContact.email}`);
  const boxTop = doc.y + 16;
  const half = width / 2;
  doc.font("bold").fontSize(10).fillColor(NAVY).text("SUPPLIER", left, boxTop);
  doc
    .font("body")
    .fontSize(10)
    .fillColor(INK)
    .text(order.supplier.name, left, doc.y + 2, { width: half - 12 })
    .text(`Account number: ${order.supplier.accountNumber ?? "not on file"}`, { width: half - 12 });
  const afterSupplier = doc.y;
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(NAVY)
    .text("SHIP TO", left + half, boxTop);
  doc
    .font("body")
    .fontSize(10)
    .fillColor(INK)
    .text(storeLocation.name, left + half, doc.y + 2, { width: half })
    .text(storeAddressLine(), { width: half })
    .text(`Reference ${order.poNumber} on the cartons`, { width: half });
  doc.y = Math.max(afterSupplier, doc.y) + 16;
  const lines = byStyle(order.lines);
  drawTable(doc, columns, lines, () => {
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(NAVY)
      .text(`${order.poNumber} (continued)`, left, doc.page.margins.top);
    doc.y += 6;
  });
  const pieces = lines.reduce((s, l) => s + l.quantity, 0);
  const total = sumMoney(lines.map((l) => l.unitCost * l.quantity));
  doc.y += 10;
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(INK)
    .text(`${pieces} pieces · ${lines.length} lines`, left, doc.y, { width: width - 160 })
    .moveUp()
    .font("heading")
    .fontSize(14)
    .text(`Total ${money(total)}`, right - 160, doc.y, { width: 160, align: "right" });
}

/** The purchase order as a one-document PDF the rep (or the shop's files) can keep. */
export function purchaseOrderPdf(order: SupplierFileOrder): PdfFile {
  const doc = letterDocument(`Purchase order ${order.poNumber}`);
  return { filename: `${order.poNumber}.pdf`, stream: streamDocument(doc, [order], drawPurchaseOrder) };
}
