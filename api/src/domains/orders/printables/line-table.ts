import type { FontName } from "./pdf-document";

/** One column of a printed table; widths are in points and add up to the page's text width. */
export interface Column<Row> {
  title: string;
  width: number;
  align?: "left" | "right" | "center";
  font?: FontName;
  text: (row: Row) => string;
  /** Draws into the cell instead of writing text (the packing slip's tick box). */
  draw?: (doc: PDFKit.PDFDocument, x: number, y: number) => void;
}

const PAD = 6;
const FONT_SIZE = 10;
export const INK = "#1a1a1a";
export const MUTED = "#555555";
export const RULE = "#c8ccd2";
export const NAVY = "#0b2545";

/** The bottom edge text may reach on a page (above the footer). */
export const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - 24;

function drawHeader<Row>(doc: PDFKit.PDFDocument, columns: Column<Row>[], left: number): void {
  const top = doc.y;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.rect(left, top, width, 20).fill(NAVY);
  let x = left;
  doc.font("bold").fontSize(9).fillColor("#ffffff");
  for (const column of columns) {
    doc.text(column.title, x + PAD, top + 6, {
      width: column.width - 2 * PAD,
      align: column.align ?? "left",
    });
    x += column.width;
  }
  doc.y = top + 20;
}

/**
 * Draws rows under a header; a row that would cross the page's foot goes on a new page, which
 * `continued` starts (its heading) before the header is repeated. Rows never split across pages.
 */
export function drawTable<Row>(
  doc: PDFKit.PDFDocument,
  columns: Column<Row>[],
  rows: Row[],
  continued: () => void,
): void {
  const left = doc.page.margins.left;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  drawHeader(doc, columns, left);
  rows.forEach((row, index) => {
    doc.font("body").fontSize(FONT_SIZE);
    const height =
      Math.max(
        ...columns.map((c) =>
          doc.font(c.font ?? "body").heightOfString(c.text(row) || " ", { width: c.width - 2 * PAD }),
        ),
      ) +
      2 * PAD;
    if (doc.y + height > bottomOf(doc)) {
      doc.addPage();
      continued();
      drawHeader(doc, columns, left);
    }
    const top = doc.y;
    if (index % 2 === 1) doc.rect(left, top, width, height).fill("#f3f5f8");
    let x = left;
    for (const column of columns) {
      if (column.draw) column.draw(doc, x + column.width / 2 - 6, top + PAD - 1);
      else
        doc
          .font(column.font ?? "body")
          .fontSize(FONT_SIZE)
          .fillColor(INK)
          .text(column.text(row), x + PAD, top + PAD, {
            width: column.width - 2 * PAD,
            align: column.align ?? "left",
          });
      x += column.width;
    }
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  });
  doc.x = left;
}
