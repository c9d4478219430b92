import { emailLink } from "./email-link";
import { formatMoney } from "./format";
import { htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";

interface UnpaidFacts {
  number: number;
  customerName: string;
  total: number;
  /** The order stays, to be paid in store (the channel allows it), or was cancelled. */
  kept: boolean;
  trackingUrl: string;
  shopUrl: string;
}

/** The one e-mail after a "pay now" page expired unpaid: the order stays for the counter, or is cancelled. */
export function paymentNotCompleted(facts: UnpaidFacts): RenderedEmail {
  const title = `Order #${facts.number}`;
  const subject = oneLine(
    facts.kept
      ? `${title}: pay in store when you pick it up`
      : `${title} was cancelled: the payment was not completed`,
  );
  const lines = facts.kept
    ? [
        `The online payment for ${title} (${formatMoney(facts.total)}) was not completed, so nothing was charged.`,
        "Your order stands: pay in store when you pick it up, or pay online from your order's page.",
      ]
    : [
        `The online payment for ${title} (${formatMoney(facts.total)}) was not completed, so nothing was charged and the order was cancelled. The items went back on the shelf.`,
        "You are welcome to order again at any time.",
      ];
  const link = facts.kept
    ? emailLink(facts.trackingUrl, "See your order")
    : emailLink(facts.shopUrl, "Shop again");
  return {
    subject,
    text: textEmail([`Hello ${facts.customerName},`, "", ...lines, "", ...link.text]),
    html: htmlEmail(
      subject,
      [htmlParagraph(`Hello ${facts.customerName},`), ...lines.map(htmlParagraph), link.html].join("\n"),
    ),
  };
}
