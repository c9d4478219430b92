import type { TeamStore } from "@store/db";
import { storeContact, storeLocation } from "@store/db/catalogue";
import { qrModules } from "../../../qr/qr-code";
import { INK, MUTED, NAVY, RULE } from "../../orders/printables/line-table";
import { money } from "../../orders/printables/page-parts";
import { drawLogo, LOGO_RATIO, pageColumn } from "../../orders/printables/pdf-document";
import type { StoreItemRow } from "../store/store-items";
import { storeMomentInWords } from "../store/store-time";
import { DISTRIBUTION_WORDS, PAYMENT_WORDS } from "../store/store-words";

export interface FlyerFacts {
  store: TeamStore;
  items: StoreItemRow[];
  /** The families' link, absolute. */
  url: string;
}

const QR_SIZE = 216; // three inches: scans from across a table or a notice board
const ITEMS_SHOWN = 8;

/** The QR code as filled squares: vector, so it prints sharp at any size. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const rows = qrModules(url);
  const quiet = 2;
  const cell = size / (rows.length + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  rows.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell + 0.02, cell + 0.02);
    });
  });
  doc.fill("#000000");
  doc.restore();
}

/**
 * One Letter page for the coach to print or forward: the team, what to order, the QR code and the
 * link, the close date and how the gear reaches the players. What a parent needs to act, nothing more.
 */
export function drawFlyer(doc: PDFKit.PDFDocument, { store, items, url }: FlyerFacts): void {
  doc.addPage();
  const { left, width } = pageColumn(doc);
  const top = doc.page.margins.top;
  const logoWidth = 200;
  drawLogo(doc, left + (width - logoWidth) / 2, top, logoWidth);
  let y = top + logoWidth * LOGO_RATIO + 18;
  doc.font("heading").fontSize(16).fillColor(MUTED).text("TEAM STORE", left, y, { width, align: "center" });
  doc
    .font("heading")
    .fontSize(38)
    .fillColor(NAVY)
    .text(store.teamName.toUpperCase(), { width, align: "center" });
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(INK)
    .text(`Order by ${storeMomentInWords(store.closesAt)}`, { width, align: "center" });
  if (store.message)
    doc.font("body").fontSize(11).fillColor(MUTED).text(store.message, { width, align: "center" });
  y = doc.y + 16;
  drawQr(doc, url, left + (width - QR_SIZE) / 2, y, QR_SIZE);
  doc
    .font("body")
    .fontSize(10)
    .fillColor(MUTED)
    .text("Scan with your phone's camera, or type:", left, y + QR_SIZE + 8, { width, align: "center" });
  doc.font("bold").fontSize(14).fillColor(INK).text(url, { width, align: "center" });
  if (store.accessCode)
    doc.font("bold").fontSize(12).text(`Access code: ${store.accessCode}`, { width, align: "center" });
  y = doc.y + 14;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  doc
    .font("heading")
    .fontSize(14)
    .fillColor(NAVY)
    .text("WHAT TO ORDER", left, y + 10);
  doc.font("body").fontSize(11).fillColor(INK);
  for (const { item, productName } of items.slice(0, ITEMS_SHOWN)) {
    const rowY = doc.y + 2;
    doc.text(`${productName}${item.required ? " (required)" : ""}`, left, rowY, { width: width - 90 });
    doc.text(money(item.price), left + width - 90, rowY, { width: 90, align: "right" });
  }
  if (items.length > ITEMS_SHOWN)
    doc.fillColor(MUTED).text(`and ${items.length - ITEMS_SHOWN} more on the store's page`, left, doc.y + 2);
  doc
    .font("heading")
    .fontSize(14)
    .fillColor(NAVY)
    .text("PICKUP AND PAYMENT", left, doc.y + 12);
  doc.font("body").fontSize(11).fillColor(INK).text(DISTRIBUTION_WORDS[store.distribution], { width });
  doc.text(PAYMENT_WORDS[store.paymentMode], { width });
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Questions: ${storeLocation.name} · ${storeContact.phone} · ${storeContact.email}`,
      left,
      doc.page.height - doc.page.margins.bottom - 14,
      { width, align: "center", lineBreak: false },
    );
}
