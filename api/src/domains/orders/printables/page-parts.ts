import { storeContact, storeLocation } from "@store/db/catalogue";
import type { OrderDto } from "../schemas";
import { INK, MUTED, NAVY, RULE } from "./line-table";
import { playerWords } from "./line-words";
import { drawLogo, LOGO_RATIO, pageColumn } from "./pdf-document";

const LOGO_WIDTH = 180;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** 12.5 → "$12.50". */
export const money = (amount: number) => dollars.format(amount);

// Made once: building a date format costs more than drawing a page's text.
const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Chicago" });
/** The day the order was placed, in the store's time zone (Clanton is US Central). */
export const orderDate = (order: OrderDto) => longDay.format(new Date(order.created_at));

export const storeAddressLine = () => {
  const { street, city, state, zip } = storeLocation.address;
  return `${street}, ${city}, ${state} ${zip}`;
};

/**
 * A first page's top corners: the store's logo on the left and the document's title on the right,
 * in a box of the width given; returns that box, for the lines under the title.
 */
export function drawLogoAndTitle(
  doc: PDFKit.PDFDocument,
  title: string,
  look: { logoWidth: number; titleWidth: number; titleSize: number },
) {
  const top = doc.page.margins.top;
  const { left, right } = pageColumn(doc);
  drawLogo(doc, left, top, look.logoWidth);
  const box = { x: right - look.titleWidth, width: look.titleWidth };
  doc
    .font("heading")
    .fontSize(look.titleSize)
    .fillColor(NAVY)
    .text(title.toUpperCase(), box.x, top, { width: box.width, align: "right" });
  return box;
}

/** The top of an order's first page: logo and store facts on the left, the title and order on the right. */
export function drawPageHead(doc: PDFKit.PDFDocument, title: string, order: OrderDto): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const box = drawLogoAndTitle(doc, title, { logoWidth: LOGO_WIDTH, titleWidth: 220, titleSize: 26 });
  const underTitle = doc.y;
  doc
    .font("body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(storeLocation.name, left, top + LOGO_WIDTH * LOGO_RATIO + 8)
    .text(storeAddressLine())
    .text(`${storeContact.phone} · ${storeContact.email}`);
  const below = doc.y;
  doc
    .font("bold")
    .fontSize(13)
    .fillColor(INK)
    .text(`Order #${order.number}`, box.x, underTitle + 2, { width: box.width, align: "right" });
  doc
    .font("body")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Placed ${orderDate(order)}`, { width: box.width, align: "right" });
  doc.y = Math.max(below, doc.y) + 14;
  rule(doc);
}

/** A thin line across the page under the cursor. */
export function rule(doc: PDFKit.PDFDocument): void {
  const { left, right } = pageColumn(doc);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.y += 12;
}

/** The top of a page an order spills onto: which order this still is. */
export function drawContinued(doc: PDFKit.PDFDocument, title: string, order: OrderDto): void {
  const left = doc.page.margins.left;
  doc
    .font("heading")
    .fontSize(14)
    .fillColor(NAVY)
    .text(`${title.toUpperCase()} · ORDER #${order.number} (CONTINUED)`, left, doc.page.margins.top);
  doc.y += 8;
}

function addressLines(order: OrderDto): string[] {
  const a = order.delivery_address;
  if (!a) return [];
  return [a.line1, ...(a.line2 ? [a.line2] : []), `${a.city}, ${a.state} ${a.zip}`];
}

/** Two columns: who ordered (name, e-mail, phone) and how the order leaves the store. */
export function drawCustomerAndFulfilment(doc: PDFKit.PDFDocument, order: OrderDto): void {
  const { left, width } = pageColumn(doc);
  const half = width / 2;
  const top = doc.y;
  const block = (x: number, heading: string, lines: string[]) => {
    doc
      .font("bold")
      .fontSize(9)
      .fillColor(MUTED)
      .text(heading.toUpperCase(), x, top, { width: half - 12 });
    doc.moveDown(0.2);
    const [first, ...rest] = lines;
    doc
      .font("bold")
      .fontSize(11)
      .fillColor(INK)
      .text(first ?? "", { width: half - 12 });
    doc.font("body").fontSize(10);
    for (const line of rest) doc.text(line, { width: half - 12 });
    return doc.y;
  };
  const customer = [
    order.customer_name ?? order.customer_email,
    ...(order.customer_name ? [order.customer_email] : []),
    ...(order.customer_phone ? [order.customer_phone] : []),
    ...playerWords(order),
  ];
  const fulfilment =
    order.fulfilment === "pickup"
      ? ["Pickup at the store", storeAddressLine()]
      : ["Delivery to", ...addressLines(order)];
  const end = Math.max(block(left, "Customer", customer), block(left + half, "Fulfilment", fulfilment));
  doc.x = left;
  doc.y = end + 14;
}

/** A small line at the foot of every page, so a loose page finds its order again. */
export function drawFoot(doc: PDFKit.PDFDocument, order: OrderDto): void {
  const { left, width } = pageColumn(doc);
  doc
    .font("body")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Order #${order.number} · ${storeLocation.name} · ${storeContact.phone}`,
      left,
      doc.page.height - doc.page.margins.bottom - 12,
      { width, align: "center", lineBreak: false },
    );
}
