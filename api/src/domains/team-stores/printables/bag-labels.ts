import { INK, MUTED, NAVY } from "../../orders/printables/line-table";
import type { Bag, BatchHeader } from "../batch-schemas";
import { numberWords, printWords } from "../batches/batch-report";

// Avery 5163 (and its copies): Letter sheets of ten 2" × 4" labels, two columns of five, half an
// inch at the top, 5/32" at each side. In points (72 to the inch).
const INCH = 72;
export const LABEL = { width: 4 * INCH, height: 2 * INCH } as const;
export const SHEET = {
  columns: 2,
  rows: 5,
  top: 0.5 * INCH,
  side: 0.15625 * INCH,
  /** The gap between the two columns: what the page's width leaves. */
  gutter: 8.5 * INCH - 2 * 0.15625 * INCH - 2 * 4 * INCH,
} as const;
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;
const PAD = 12;

/** Where label `index` (0-9, across then down) of a sheet sits. */
export function labelOrigin(index: number): { x: number; y: number } {
  const column = index % SHEET.columns;
  const row = Math.floor(index / SHEET.columns);
  return { x: SHEET.side + column * (LABEL.width + SHEET.gutter), y: SHEET.top + row * LABEL.height };
}

/** The bags in sheets of ten. */
export const sheetsOf = (bags: Bag[]): Bag[][] =>
  Array.from({ length: Math.ceil(bags.length / LABELS_PER_SHEET) }, (_, i) =>
    bags.slice(i * LABELS_PER_SHEET, (i + 1) * LABELS_PER_SHEET),
  );

const lineWords = (l: Bag["lines"][number]) => {
  const printed = printWords(l.print_name, l.print_number);
  return `${l.quantity} × ${l.product_name} (${l.size ?? "One size"})${printed ? ` ${printed}` : ""}`;
};

/**
 * One label: team, player, number, bag n of N, the items with their sizes and the order numbers.
 * Never a private link: the label is stuck on a bag anyone may read.
 */
function drawLabel(doc: PDFKit.PDFDocument, header: BatchHeader, bag: Bag, x: number, y: number): void {
  const inner = LABEL.width - 2 * PAD;
  doc
    .font("body")
    .fontSize(8)
    .fillColor(MUTED)
    .text(header.team_name, x + PAD, y + PAD, { width: inner - 80, lineBreak: false, ellipsis: true });
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(INK)
    .text(`Bag ${bag.bag} of ${bag.of}`, x + LABEL.width - PAD - 80, y + PAD, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  doc
    .font("heading")
    .fontSize(17)
    .fillColor(NAVY)
    .text(bag.player_name, x + PAD, y + PAD + 12, {
      width: inner - 64,
      height: 22,
      lineBreak: false,
      ellipsis: true,
    });
  if (bag.number)
    doc
      .font("heading")
      .fontSize(20)
      .text(numberWords(bag.number), x + LABEL.width - PAD - 64, y + PAD + 10, {
        width: 64,
        align: "right",
        lineBreak: false,
      });
  doc
    .font("body")
    .fontSize(7.5)
    .fillColor(INK)
    .text(bag.lines.map(lineWords).join("\n"), x + PAD, y + PAD + 38, {
      width: inner,
      height: LABEL.height - 2 * PAD - 38 - 12,
      ellipsis: true,
    });
  doc
    .font("bold")
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(`Order ${bag.order_numbers.map((n) => `#${n}`).join(", ")}`, x + PAD, y + LABEL.height - PAD - 8, {
      width: inner,
      lineBreak: false,
      ellipsis: true,
    });
}

/** One Letter sheet of up to ten labels, across then down (bag 1 top left). */
export function drawLabelSheet(doc: PDFKit.PDFDocument, header: BatchHeader, bags: Bag[]): void {
  // No margins: the labels reach the sheet's edges and nothing may move on to a new page.
  doc.addPage({ size: "LETTER", margin: 0 });
  bags.forEach((bag, index) => {
    const { x, y } = labelOrigin(index);
    drawLabel(doc, header, bag, x, y);
  });
}
