import { statusInWords as orderStatusInWords } from "@store/db/catalogue";
import type { OrderEmailFacts } from "../order-email-facts";
import { emailLink } from "./email-link";
import { escapeHtml } from "./escape";
import { formatMoment, formatMoney } from "./format";
import {
  type HtmlRow,
  htmlEmail,
  htmlFacts,
  htmlParagraph,
  oneLine,
  type RenderedEmail,
  STORE_NAME,
  STORE_PLACE,
  textEmail,
} from "./layout";
import { balanceRowsHtml, balanceSentence, balanceText } from "./order-balance";
import { payLinkHtml, payLinkText } from "./pay-link";
import { pickupHtml, pickupText } from "./pickup-block";

/** How payment works, said the same way in every e-mail: the site takes no money. */
const PAYMENT_TERMS =
  "Nothing was charged online. You pay in store when you pick up your order (cash, card or check), " +
  "or by invoice.";

/** The status in the customer's words (shared with the order page). */
export const statusInWords = (order: Pick<OrderEmailFacts, "status" | "fulfilment">): string =>
  orderStatusInWords(order.status, order.fulfilment);

const orderTitle = (order: OrderEmailFacts) => `Order #${order.number}`;

function lineLabel(line: OrderEmailFacts["lines"][number]): string {
  return line.size ? `${line.name} (size ${line.size})` : line.name;
}

function addressLines(order: OrderEmailFacts): string[] {
  const a = order.deliveryAddress;
  if (!a) return [];
  return [a.line1, ...(a.line2 ? [a.line2] : []), `${a.city}, ${a.state} ${a.zip}`];
}

export function fulfilmentText(order: OrderEmailFacts): string {
  return order.fulfilment === "pickup"
    ? `Pickup at the store in ${STORE_PLACE}`
    : `Delivery to ${addressLines(order).join(", ")}`;
}

/** The sales-tax line: the amount when there is tax, "Tax exempt" for an exempt order, else nothing. */
export function taxText(order: Pick<OrderEmailFacts, "tax" | "taxLabel" | "taxExempt">): string[] {
  if (order.taxExempt) return ["Tax exempt"];
  if (!order.tax || order.tax <= 0) return [];
  return [`${order.taxLabel ?? "Sales tax"}: ${formatMoney(order.tax)}`];
}

/** The sales-tax row of an HTML totals table (four columns), or nothing. */
export function taxRowHtml(order: Pick<OrderEmailFacts, "tax" | "taxLabel" | "taxExempt">): string {
  const style = "padding:4px 8px";
  if (order.taxExempt) return `<tr><td colspan="4" align="right" style="${style}">Tax exempt</td></tr>`;
  if (!order.tax || order.tax <= 0) return "";
  return `<tr><td colspan="3" align="right" style="${style}">${escapeHtml(order.taxLabel ?? "Sales tax")}</td><td align="right" style="${style}">${escapeHtml(formatMoney(order.tax))}</td></tr>`;
}

/** The lines and totals as plain text, one line each. */
export function itemsText(order: OrderEmailFacts): string[] {
  return [
    ...order.lines.map(
      (line) =>
        `- ${lineLabel(line)}: ${line.quantity} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.lineTotal)}`,
    ),
    "",
    `Subtotal: ${formatMoney(order.subtotal)}`,
    ...(order.fulfilment === "delivery" ? [`Delivery: ${formatMoney(order.deliveryFee)}`] : []),
    ...taxText(order),
    `Total: ${formatMoney(order.total)}`,
    ...balanceText(order),
  ];
}

/** The lines and totals as an HTML table; every value escaped. */
export function itemsHtml(order: OrderEmailFacts): string {
  const cell = "padding:6px 8px;border-bottom:1px solid #dddddd";
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(lineLabel(line))}</td><td align="right" style="${cell}">${escapeHtml(line.quantity)}</td><td align="right" style="${cell}">${escapeHtml(formatMoney(line.unitPrice))}</td><td align="right" style="${cell}">${escapeHtml(formatMoney(line.lineTotal))}</td></tr>`,
    )
    .join("\n");
  const total = (label: string, amount: number, bold = false) =>
    `<tr><td colspan="3" align="right" style="padding:4px 8px${bold ? ";font-weight:bold" : ""}">${escapeHtml(label)}</td><td align="right" style="padding:4px 8px${bold ? ";font-weight:bold" : ""}">${escapeHtml(formatMoney(amount))}</td></tr>`;
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">
<tr><th align="left" style="${cell}">Item</th><th align="right" style="${cell}">Qty</th><th align="right" style="${cell}">Price</th><th align="right" style="${cell}">Total</th></tr>
${rows}
${total("Subtotal", order.subtotal)}
${order.fulfilment === "delivery" ? total("Delivery", order.deliveryFee) : ""}
${taxRowHtml(order)}
${total("Total", order.total, true)}
${balanceRowsHtml(order)}
</table>`;
}

/** The order's contact and fulfilment facts, for both the customer and the store. */
function detailsText(order: OrderEmailFacts): string[] {
  return [
    `Name: ${order.customerName}`,
    `E-mail: ${order.customerEmail}`,
    ...(order.customerPhone ? [`Phone: ${order.customerPhone}`] : []),
    `Fulfilment: ${fulfilmentText(order)}`,
    ...(order.note ? [`Note: ${order.note}`] : []),
    `Placed: ${formatMoment(order.placedAt)}`,
  ];
}

function detailsHtml(order: OrderEmailFacts): string {
  const rows: HtmlRow[] = [
    ["Name", escapeHtml(order.customerName)],
    ["E-mail", escapeHtml(order.customerEmail)],
  ];
  if (order.customerPhone) rows.push(["Phone", escapeHtml(order.customerPhone)]);
  rows.push(["Fulfilment", escapeHtml(fulfilmentText(order))]);
  if (order.note) rows.push(["Note", escapeHtml(order.note).replace(/\r?\n/g, "<br>")]);
  rows.push(["Placed", escapeHtml(formatMoment(order.placedAt))]);
  return htmlFacts(rows);
}

/** The customer's confirmation: what they ordered, how they pay, and the link to follow it. */
export function orderPlacedForCustomer(order: OrderEmailFacts): RenderedEmail {
  const subject = oneLine(`${STORE_NAME}: we received ${orderTitle(order)}`);
  const track = emailLink(order.trackingUrl, "Track your order");
  const intro = `Thank you, ${order.customerName}. We received ${orderTitle(order)} and will let you know when it is ${order.fulfilment === "pickup" ? "ready for pickup" : "on its way"}.`;
  return {
    subject,
    text: textEmail([
      intro,
      "",
      ...pickupText(order),
      ...itemsText(order),
      "",
      `How to pay: ${PAYMENT_TERMS}`,
      "",
      ...detailsText(order),
      "",
      ...payLinkText(order),
      ...track.text,
      "",
      "Questions? Reply to this e-mail.",
    ]),
    html: htmlEmail(
      `We received ${orderTitle(order)}`,
      [
        htmlParagraph(intro),
        pickupHtml(order),
        itemsHtml(order),
        `<p style="margin:0 0 16px;line-height:1.5"><strong>How to pay:</strong> ${escapeHtml(PAYMENT_TERMS)}</p>`,
        detailsHtml(order),
        payLinkHtml(order),
        track.html,
        htmlParagraph("Questions? Reply to this e-mail."),
      ].join("\n"),
    ),
  };
}

/** The store's notice of a new order: everything needed to prepare it and reach the customer. */
export function orderPlacedForStore(order: OrderEmailFacts): RenderedEmail {
  const subject = oneLine(
    `New ${orderTitle(order)} from ${order.customerName} (${formatMoney(order.total)}, ${order.fulfilment})`,
  );
  const page = emailLink(order.trackingUrl, "Open the order page");
  return {
    subject,
    text: textEmail([
      `A new order was placed: ${orderTitle(order)}.`,
      "",
      ...itemsText(order),
      "",
      ...detailsText(order),
      "",
      ...page.text,
      "",
      "Reply to this e-mail to write to the customer.",
    ]),
    html: htmlEmail(
      `New ${orderTitle(order)}`,
      [
        itemsHtml(order),
        detailsHtml(order),
        page.html,
        htmlParagraph("Reply to this e-mail to write to the customer."),
      ].join("\n"),
    ),
  };
}

/** Tells the customer their order moved on, in words, with the link to follow it. */
export function orderStatusChangedForCustomer(order: OrderEmailFacts): RenderedEmail {
  const words = statusInWords(order);
  const subject = oneLine(`${orderTitle(order)}: ${words}`);
  const line = `${orderTitle(order)} is now: ${words}.`;
  const track = emailLink(order.trackingUrl, "Track your order");
  const extra =
    order.status === "shipped" && order.fulfilment === "pickup"
      ? [`You can pick it up at the store in ${STORE_PLACE}. ${PAYMENT_TERMS}`]
      : order.status === "cancelled"
        ? ["If you did not expect this, reply to this e-mail and we will sort it out."]
        : [];
  // The balance is no news on a cancelled order.
  if (order.status !== "cancelled") extra.push(balanceSentence(order));
  return {
    subject,
    text: textEmail([
      `Hello ${order.customerName},`,
      "",
      line,
      ...extra,
      "",
      ...pickupText(order),
      ...payLinkText(order),
      ...track.text,
    ]),
    html: htmlEmail(
      `${orderTitle(order)}: ${words}`,
      [
        htmlParagraph(`Hello ${order.customerName},`),
        htmlParagraph(line),
        ...extra.map(htmlParagraph),
        pickupHtml(order),
        payLinkHtml(order),
        track.html,
      ].join("\n"),
    ),
  };
}
