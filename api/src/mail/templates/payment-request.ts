import { emailLink } from "./email-link";
import { formatMoney } from "./format";
import { htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";
import { payLinkLabel } from "./pay-link";

export interface PaymentRequestFacts {
  number: number;
  customerName: string;
  /** What the link asks now: a quote's deposit, else the balance. */
  amount: number;
  purpose: "deposit" | "balance" | "full";
  /** The order's private page with ?pay=1: the page offers the pay button first. */
  payUrl: string;
  /** 0 for the first request; 1 and 2 for the reminders. */
  reminder: number;
}

/** "Pay $N now": the e-mail staff send from the order page, and its two reminders. */
export function paymentRequestEmail(facts: PaymentRequestFacts): RenderedEmail {
  const title = `Order #${facts.number}`;
  const what =
    facts.purpose === "deposit" ? `the ${formatMoney(facts.amount)} deposit` : formatMoney(facts.amount);
  const subject = oneLine(
    facts.reminder > 0 ? `Reminder: ${title} has ${what} to pay` : `${title}: please pay ${what} online`,
  );
  const lines = [
    facts.reminder > 0
      ? `A friendly reminder: ${title} still has ${what} to pay.`
      : `${title} is ready for payment: ${what}.`,
    "Pay securely online with a card from your order's page; you can also pay in store.",
  ];
  const link = emailLink(facts.payUrl, payLinkLabel(facts.amount, facts.purpose));
  return {
    subject,
    text: textEmail([`Hello ${facts.customerName},`, "", ...lines, "", ...link.text]),
    html: htmlEmail(
      subject,
      [htmlParagraph(`Hello ${facts.customerName},`), ...lines.map(htmlParagraph), link.html].join("\n"),
    ),
  };
}
