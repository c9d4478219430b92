import type { OrderEmailFacts } from "../order-email-facts";
import { emailLink } from "./email-link";
import { escapeHtml } from "./escape";
import { formatMoney } from "./format";
import { htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";
import { fulfilmentText, itemsHtml, itemsText } from "./orders";
import { payLinkHtml, payLinkText } from "./pay-link";
import { pickupHtml, pickupText } from "./pickup-block";

/** What changed in an order, in the words the order's timeline uses, and its total before. */
export interface OrderUpdate {
  changes: string[];
  previousTotal: number;
}

const HEADING = "Your order was updated";

function totalSentence(order: OrderEmailFacts, update: OrderUpdate): string {
  return update.previousTotal === order.total
    ? `The total stays ${formatMoney(order.total)}.`
    : `The total was ${formatMoney(update.previousTotal)} and is now ${formatMoney(order.total)}.`;
}

/**
 * Tells the customer what the store changed in their order (one message per saved edit): each
 * change, the order as it is now with its new totals, and a fresh link to follow it.
 */
export function orderUpdatedForCustomer(order: OrderEmailFacts, update: OrderUpdate): RenderedEmail {
  const subject = oneLine(`Your order #${order.number} was updated`);
  const intro = `We made these changes to Order #${order.number}:`;
  const track = emailLink(order.trackingUrl, "Track your order");
  const check = "If something is not as you asked, reply to this e-mail and we will put it right.";
  return {
    subject,
    text: textEmail([
      `Hello ${order.customerName},`,
      "",
      intro,
      ...update.changes.map((change) => `- ${change}`),
      "",
      "Your order now:",
      ...itemsText(order),
      totalSentence(order, update),
      "",
      `Fulfilment: ${fulfilmentText(order)}`,
      "",
      ...pickupText(order),
      ...payLinkText(order),
      ...track.text,
      "",
      check,
    ]),
    html: htmlEmail(
      HEADING,
      [
        htmlParagraph(`Hello ${order.customerName},`),
        htmlParagraph(intro),
        `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${update.changes
          .map((change) => `<li>${escapeHtml(change)}</li>`)
          .join("")}</ul>`,
        `<p style="margin:0 0 8px;font-weight:bold">Your order now</p>`,
        itemsHtml(order),
        htmlParagraph(totalSentence(order, update)),
        `<p style="margin:0 0 16px;line-height:1.5"><strong>Fulfilment:</strong> ${escapeHtml(fulfilmentText(order))}</p>`,
        pickupHtml(order),
        payLinkHtml(order),
        track.html,
        htmlParagraph(check),
      ].join("\n"),
    ),
  };
}
