import { storeContact, storeLocation } from "@store/db/catalogue";
import { salesTaxLabel } from "../../tax/tax-words";
import type { OrderDto } from "../schemas";
import type { InvoiceOrder } from "./invoice-pay-links";
import { bottomOf, type Column, drawTable, INK, MUTED, NAVY, RULE } from "./line-table";
import { itemWords } from "./line-words";
import {
  drawContinued,
  drawCustomerAndFulfilment,
  drawFoot,
  drawPageHead,
  money,
  storeAddressLine,
} from "./page-parts";
import { pageColumn } from "./pdf-document";

type Line = OrderDto["items"][number];
const TITLE = "Invoice";

const columns: Column<Line>[] = [
  { title: "Item", width: 232, text: itemWords },
  { title: "Size", width: 90, text: (l) => l.size ?? "One size" },
  { title: "Qty", width: 50, align: "right", text: (l) => String(l.quantity) },
  { title: "Unit price", width: 80, align: "right", text: (l) => money(l.unit_price) },
  { title: "Amount", width: 80, align: "right", font: "bold", text: (l) => money(lineAmount(l)) },
];

/** Price × quantity in whole cents, so a line never shows a rounding error. */
const lineAmount = (l: Line) => (Math.round(l.unit_price * 100) * l.quantity) / 100;

const PAYMENT_WORDS: Record<OrderDto["payment_state"], string> = {
  unpaid: "Not paid yet",
  deposit: "Deposit received",
  paid: "Paid in full",
  refunded: "Refunded",
};

/**
 * One order's invoice, from a new page: the lines with their prices, subtotal, delivery, sales tax, total,
 * what was paid and the balance due, and how to pay it.
 */
export function drawInvoice(doc: PDFKit.PDFDocument, order: InvoiceOrder): void {
  doc.addPage();
  drawFoot(doc, order);
  drawPageHead(doc, TITLE, order);
  drawCustomerAndFulfilment(doc, order);
  const continued = () => {
    drawFoot(doc, order);
    drawContinued(doc, TITLE, order);
  };
  drawTable(doc, columns, order.items, continued);
  if (doc.y + 150 > bottomOf(doc)) {
    doc.addPage();
    continued();
  }
  drawTotals(doc, order);
  drawHowToPay(doc, order);
}

function drawTotals(doc: PDFKit.PDFDocument, order: OrderDto): void {
  const { right } = pageColumn(doc);
  // Wide enough for a place's name and rate beside "Sales tax".
  const labelX = right - 320;
  let y = doc.y + 12;
  const row = (label: string, value: string, strong = false) => {
    doc
      .font(strong ? "bold" : "body")
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 205, lineBreak: false, ellipsis: true });
    doc.text(value, right - 110, y, { width: 110, align: "right", lineBreak: false });
    y += strong ? 18 : 15;
  };
  row("Subtotal", money(order.subtotal));
  const delivery = order.delivery_fee > 0 ? money(order.delivery_fee) : "Free";
  row("Delivery", order.fulfilment === "pickup" ? "Pickup" : delivery);
  const taxLabel = salesTaxLabel({
    tax: order.tax,
    place: order.tax_place,
    rates: order.tax_lines.map((l) => l.rate),
    exemption: order.exemption,
  });
  if (order.exemption) {
    // The exemption's words are longer than a label: they take the row's whole width.
    doc
      .font("body")
      .fontSize(10)
      .fillColor(INK)
      .text(taxLabel, labelX, y, { width: right - labelX });
    y = doc.y + 4;
  } else row(taxLabel, money(order.tax));
  row("Total", money(order.total), true);
  row(`Amount paid (${PAYMENT_WORDS[order.payment_state].toLowerCase()})`, money(order.amount_paid));
  doc
    .moveTo(labelX, y + 2)
    .lineTo(right, y + 2)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc.rect(labelX - 8, y - 4, right - labelX + 8, 28).fill(order.balance > 0 ? "#fff4d6" : "#e6f4ea");
  doc.font("heading").fontSize(15).fillColor(NAVY);
  doc.text("BALANCE DUE", labelX, y, { width: 150, lineBreak: false });
  doc.text(money(order.balance), right - 110, y, { width: 110, align: "right", lineBreak: false });
  doc.x = doc.page.margins.left;
  doc.y = y + 36;
}

function drawHowToPay(doc: PDFKit.PDFDocument, order: InvoiceOrder): void {
  const { left, width } = pageColumn(doc);
  const words =
    order.balance > 0
      ? `Pay in store at ${storeAddressLine()} with cash, card or check, or mail a check to that address. ` +
        `Make checks payable to ${storeLocation.name} and write order #${order.number} on them. ` +
        `Questions: ${storeContact.phone} or ${storeContact.email}.`
      : `Nothing is owed on this order. Thank you! Questions: ${storeContact.phone} or ${storeContact.email}.`;
  if (doc.y + 60 > bottomOf(doc)) {
    doc.addPage();
    drawFoot(doc, order);
    drawContinued(doc, TITLE, order);
  }
  doc.font("bold").fontSize(9).fillColor(MUTED).text("HOW TO PAY", left, doc.y, { width });
  doc.moveDown(0.2);
  doc.font("body").fontSize(10).fillColor(INK).text(words, { width });
  if (order.pay_link) {
    doc.moveDown(0.4);
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(NAVY)
      .text(`${order.pay_link.label}: `, { width, continued: true })
      .font("body")
      .text(order.pay_link.url, { link: order.pay_link.url, underline: true });
  }
}
