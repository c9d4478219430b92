import { printedAs } from "@store/db/catalogue";
import { emailLink } from "./email-link";
import { escapeHtml } from "./escape";
import { formatMoney } from "./format";
import { htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";

/** What a team order's e-mails say, gathered from the order and its store. */
export interface TeamOrderEmailFacts {
  number: number;
  teamName: string;
  customerName: string;
  playerName: string;
  lines: {
    name: string;
    size: string | null;
    quantity: number;
    printName: string | null;
    printNumber: string | null;
    lineTotal: number;
  }[];
  /** Sales tax in dollars (a family's order is never exempt); absent or 0: no tax line. */
  tax?: number;
  /** "Sales tax (Clanton, 10%)" */
  taxLabel?: string;
  total: number;
  /** "Pay at pickup: cash, check or card in store", or the team invoice's words. */
  paymentWords: string;
  distributionWords: string;
  /** "closes Fri Mar 6, 8:00 PM CT" */
  closesInWords: string;
  /** The absolute link to the family's order page. */
  orderUrl: string;
  /** Whether the family may still change the order through the link (false for a late order). */
  canChange: boolean;
}

function lineText(line: TeamOrderEmailFacts["lines"][number]): string {
  const printed = printedAs(line.printName, line.printNumber);
  const size = line.size ? `, size ${line.size}` : "";
  return `${line.quantity} × ${line.name}${size}${printed ? `, printed ${printed}` : ""}: ${formatMoney(line.lineTotal)}`;
}

function body(facts: TeamOrderEmailFacts, intro: string[]): { text: string[]; html: string[] } {
  const changeSentence = facts.canChange
    ? `You can change sizes, names and numbers, or cancel, until the store ${facts.closesInWords}.`
    : null;
  const link = emailLink(facts.orderUrl, facts.canChange ? "Change or cancel your order" : "See your order");
  const lines = facts.lines.map(lineText);
  const total = `Total: ${formatMoney(facts.total)}`;
  const tax =
    facts.tax && facts.tax > 0 ? `${facts.taxLabel ?? "Sales tax"}: ${formatMoney(facts.tax)}` : null;
  return {
    text: [
      `Hello ${facts.customerName},`,
      "",
      ...intro,
      "",
      `Player: ${facts.playerName}`,
      ...lines.map((l) => `- ${l}`),
      ...(tax ? [tax] : []),
      total,
      "",
      `Payment: ${facts.paymentWords}.`,
      `Receiving your items: ${facts.distributionWords}.`,
      "",
      ...(changeSentence ? [changeSentence] : []),
      ...link.text,
    ],
    html: [
      htmlParagraph(`Hello ${facts.customerName},`),
      ...intro.map(htmlParagraph),
      `<p style="margin:0 0 8px"><strong>Player:</strong> ${escapeHtml(facts.playerName)}</p>`,
      `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      ...(tax ? [`<p style="margin:0 0 4px">${escapeHtml(tax)}</p>`] : []),
      `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(total)}</p>`,
      htmlParagraph(`Payment: ${facts.paymentWords}.`),
      htmlParagraph(`Receiving your items: ${facts.distributionWords}.`),
      ...(changeSentence ? [htmlParagraph(changeSentence)] : []),
      link.html,
    ],
  };
}

/** The family's confirmation: items, names, numbers, total, how payment works, the change link. */
export function teamOrderPlacedForCustomer(facts: TeamOrderEmailFacts): RenderedEmail {
  const heading = `${facts.teamName}: order #${facts.number}`;
  const { text, html } = body(facts, [
    `Thank you! We have your ${facts.teamName} order #${facts.number}. Names and numbers print exactly as shown below.`,
  ]);
  return {
    subject: oneLine(`Your ${facts.teamName} order #${facts.number}`),
    text: textEmail(text),
    html: htmlEmail(heading, html.join("\n")),
  };
}

/** One message per saved change: the order as it is now. */
export function teamOrderUpdatedForCustomer(facts: TeamOrderEmailFacts, cancelled: boolean): RenderedEmail {
  const intro = cancelled
    ? `Your ${facts.teamName} order #${facts.number} is cancelled. Nothing will be made for it.`
    : `Your ${facts.teamName} order #${facts.number} was updated. This is your order now:`;
  const { text, html } = body({ ...facts, canChange: facts.canChange && !cancelled }, [intro]);
  return {
    subject: oneLine(
      cancelled
        ? `Your ${facts.teamName} order #${facts.number} was cancelled`
        : `Your team order #${facts.number} was updated`,
    ),
    text: textEmail(text),
    html: htmlEmail(
      cancelled ? "Your team order was cancelled" : "Your team order was updated",
      html.join("\n"),
    ),
  };
}

/**
 * The store's note of a family's order, as a shop order has: who, for which player, what prints,
 * the total and how it is paid, with the order in the portal. Replying writes to the family.
 */
export function teamOrderPlacedForStore(facts: TeamOrderEmailFacts, adminUrl: string): RenderedEmail {
  const lines = facts.lines.map(lineText);
  const total = `Total: ${formatMoney(facts.total)}`;
  const tax =
    facts.tax && facts.tax > 0 ? `${facts.taxLabel ?? "Sales tax"}: ${formatMoney(facts.tax)}` : null;
  const page = emailLink(adminUrl, "Open the order in the portal");
  const who = `${facts.customerName}, for ${facts.playerName}`;
  return {
    subject: oneLine(
      `New ${facts.teamName} team order #${facts.number} from ${facts.customerName} (${formatMoney(facts.total)})`,
    ),
    text: textEmail([
      `A family ordered from the ${facts.teamName} team store: order #${facts.number}.`,
      "",
      who,
      ...lines.map((l) => `- ${l}`),
      ...(tax ? [tax] : []),
      total,
      `Payment: ${facts.paymentWords}.`,
      `Receiving: ${facts.distributionWords}.`,
      "",
      ...page.text,
      "",
      "Reply to this e-mail to write to the family.",
    ]),
    html: htmlEmail(
      `New ${facts.teamName} team order #${facts.number}`,
      [
        htmlParagraph(who),
        `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
        ...(tax ? [`<p style="margin:0 0 4px">${escapeHtml(tax)}</p>`] : []),
        `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(total)}</p>`,
        htmlParagraph(`Payment: ${facts.paymentWords}.`),
        htmlParagraph(`Receiving: ${facts.distributionWords}.`),
        page.html,
        htmlParagraph("Reply to this e-mail to write to the family."),
      ].join("\n"),
    ),
  };
}
