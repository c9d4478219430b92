import { storeContact, storeLocation } from "@store/db/catalogue";
import { bottomOf, INK, MUTED, NAVY } from "../../orders/printables/line-table";
import { drawLogoAndTitle, rule } from "../../orders/printables/page-parts";
import { LOGO_RATIO, pageColumn } from "../../orders/printables/pdf-document";
import type { BatchHeader } from "../batch-schemas";
import { storeMomentInWords } from "../store/store-time";

const LOGO_WIDTH = 150;

/** "Clanton Eagles 12U · batch 1" */
export const batchName = (h: BatchHeader) =>
  `${h.team_name} · batch ${h.batch}${h.batch === 2 ? " (late orders)" : ""}`;

/** Whether the figures are the frozen copy or the live orders, in words. */
export const frozenWords = (h: BatchHeader) =>
  h.frozen_at
    ? `Production started ${storeMomentInWords(new Date(h.frozen_at))}: the orders as they were then.`
    : "Production has not started: the orders as they stand now.";

/** The first page's top: logo on the left, the document's title, team, batch and window on the right. */
export function drawBatchHead(doc: PDFKit.PDFDocument, title: string, h: BatchHeader): void {
  const top = doc.page.margins.top;
  const box = drawLogoAndTitle(doc, title, { logoWidth: LOGO_WIDTH, titleWidth: 330, titleSize: 22 });
  doc.font("bold").fontSize(12).fillColor(INK).text(batchName(h), { width: box.width, align: "right" });
  doc.font("body").fontSize(9).fillColor(MUTED);
  doc.text(h.window, { width: box.width, align: "right" });
  doc.text(frozenWords(h), { width: box.width, align: "right" });
  doc.text(`${h.orders} orders · ${h.pieces} pieces · ${h.players} players`, {
    width: box.width,
    align: "right",
  });
  doc.y = Math.max(top + LOGO_WIDTH * LOGO_RATIO + 8, doc.y) + 10;
  doc.x = doc.page.margins.left;
  rule(doc);
}

/** The top of a page a document spills onto. */
export function drawBatchContinued(doc: PDFKit.PDFDocument, title: string, h: BatchHeader): void {
  doc
    .font("heading")
    .fontSize(13)
    .fillColor(NAVY)
    .text(
      `${title.toUpperCase()} · ${batchName(h).toUpperCase()} (CONTINUED)`,
      doc.page.margins.left,
      doc.page.margins.top,
    );
  doc.y += 6;
}

/** A section's heading; on a new page when too little of this one is left for it and a few rows. */
export function drawSection(doc: PDFKit.PDFDocument, text: string, onNewPage: () => void, room = 90): void {
  if (doc.y + room > bottomOf(doc)) {
    doc.addPage();
    onNewPage();
  }
  doc
    .font("heading")
    .fontSize(13)
    .fillColor(NAVY)
    .text(text.toUpperCase(), doc.page.margins.left, doc.y + 4);
  doc.y += 4;
}

/** The small line at the foot of every page: which store and batch a loose page belongs to. */
export function drawBatchFoot(doc: PDFKit.PDFDocument, h: BatchHeader): void {
  const { left, width } = pageColumn(doc);
  const y = doc.y;
  doc
    .font("body")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${batchName(h)} · ${storeLocation.name} · ${storeContact.phone}`,
      left,
      doc.page.height - doc.page.margins.bottom - 12,
      {
        width,
        align: "center",
        lineBreak: false,
      },
    );
  doc.x = left;
  doc.y = y;
}

/** A new page with its foot drawn and the continued heading, for tables that spill over. */
export const continuedPage = (doc: PDFKit.PDFDocument, title: string, h: BatchHeader) => () => {
  drawBatchFoot(doc, h);
  drawBatchContinued(doc, title, h);
};
