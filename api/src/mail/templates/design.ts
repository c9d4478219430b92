import { type DesignStatus, designStatusWords, storeContact } from "@store/db/catalogue";
import { emailLink } from "./email-link";
import { escapeHtml, htmlLink } from "./escape";
import { formatMoney } from "./format";
import {
  factList,
  htmlEmail,
  htmlFacts,
  htmlParagraph,
  oneLine,
  type RenderedEmail,
  type TextRow,
  textEmail,
} from "./layout";

/** A quote or an artwork request as its e-mails tell it. */
export interface DesignEmailFacts {
  /** "Quote Q-2001" or "Artwork request A-3001 for Tigers". */
  title: string;
  customerName: string;
  teamName: string;
  status: DesignStatus;
  /** The customer's private page (absolute). */
  reviewUrl: string;
}

/** The quote's request in lines, for the store's notice and the coach's receipt. */
export interface QuoteRequestFacts extends DesignEmailFacts {
  email: string;
  phone: string | null;
  sport: string;
  packageName: string;
  items: { name: string; quantity: number }[];
  rush: string | null;
  neededBy: string | null;
  players: number;
  estimate: number;
  files: { name: string; url: string }[];
}

const requestRows = (q: QuoteRequestFacts): TextRow[] => [
  ["Team", q.teamName],
  ["Sport", q.sport],
  ["Package", q.packageName],
  ["Additional items", q.items.length ? q.items.map((i) => `${i.name} × ${i.quantity}`).join(", ") : "None"],
  ["Rush", q.rush ?? "Standard delivery"],
  ["Needed by", q.neededBy ?? "Not given"],
  ["Players on the roster", String(q.players)],
  ["Estimate", formatMoney(q.estimate)],
];

/** The coach's receipt: what they asked for, that it is an estimate, and their private link. */
export function quoteReceivedForCustomer(q: QuoteRequestFacts): RenderedEmail {
  const facts = factList(requestRows(q));
  const link = emailLink(q.reviewUrl, "See your request");
  const next =
    "This is an estimate from our price list. We will look at your roster and artwork and send you the final price and a design proof to approve.";
  return {
    subject: oneLine(`We received your team quote request (${q.title})`),
    text: textEmail([
      `Hello ${q.customerName},`,
      "",
      `Thank you for your quote request for ${q.teamName}.`,
      "",
      ...facts.text,
      "",
      next,
      "",
      "You can see your request at any time at its private link:",
      q.reviewUrl,
    ]),
    html: htmlEmail(
      `We received your quote request`,
      [
        htmlParagraph(`Hello ${q.customerName},`),
        htmlParagraph(`Thank you for your quote request for ${q.teamName} (${q.title}).`),
        facts.html,
        htmlParagraph(next),
        htmlParagraph("You can see your request at any time at its private link."),
        link.html,
      ].join("\n"),
    ),
  };
}

/** The store's notice of a new quote request, with the contact to reply to. */
export function quoteReceivedForStore(q: QuoteRequestFacts, adminUrl: string): RenderedEmail {
  const rows: TextRow[] = [
    ["Contact", q.customerName],
    ["E-mail", q.email],
    ["Phone", q.phone ?? "Not given"],
    ...requestRows(q),
  ];
  const files = q.files.map((f) => `${f.name}: ${f.url}`);
  const admin = emailLink(adminUrl, "Open it in the admin");
  return {
    subject: oneLine(`New team quote request: ${q.teamName} (${q.title})`),
    text: textEmail([
      `New quote request ${q.title} from ${q.customerName}.`,
      "",
      ...factList(rows).text,
      ...(files.length ? ["", "Files:", ...files] : []),
      "",
      ...admin.text,
    ]),
    html: htmlEmail(
      `New quote request ${q.title}`,
      [
        htmlFacts([
          ...rows.map(([label, value]): [string, string] => [label, escapeHtml(value)]),
          ...(q.files.length
            ? [["Files", q.files.map((f) => htmlLink(f.url, f.name)).join("<br>")] as [string, string]]
            : []),
        ]),
        admin.html,
        htmlParagraph("Reply to this e-mail to write to the coach."),
      ].join("\n"),
    ),
  };
}

/** The store's price for a quote, with its message and the link to approve it. */
export function quotePricedForCustomer(
  facts: DesignEmailFacts,
  price: number,
  message: string | null,
  /** The sales tax on it in a sentence ("Plus $58.00 sales tax (Clanton, estimate): …"). */
  taxWords: string | null = null,
): RenderedEmail {
  const line = `Your quote for ${facts.teamName} is ready: ${formatMoney(price)}.${taxWords ? ` ${taxWords}` : ""}`;
  const link = emailLink(facts.reviewUrl, "Review your quote");
  const next = "See the details and approve it at your quote's private page.";
  return {
    subject: oneLine(`${facts.title}: your price is ready`),
    text: textEmail([
      `Hello ${facts.customerName},`,
      "",
      line,
      ...(message ? ["", message] : []),
      "",
      next,
      ...link.text,
    ]),
    html: htmlEmail(
      `${facts.title}: your price is ready`,
      [
        htmlParagraph(`Hello ${facts.customerName},`),
        htmlParagraph(line),
        ...(message ? [htmlParagraph(message)] : []),
        htmlParagraph(next),
        link.html,
      ].join("\n"),
    ),
  };
}

/** A new proof is ready: what the designer says, and where to approve it or ask for changes. */
export function proofReadyForCustomer(
  facts: DesignEmailFacts,
  version: number,
  message: string | null,
): RenderedEmail {
  const line = `Proof ${version} of the artwork for ${facts.teamName} is ready for you to review.`;
  const ask =
    "Please look it over and approve it, or tell us what to change. Nothing is printed until you approve.";
  const link = emailLink(facts.reviewUrl, "Review the proof");
  return {
    subject: oneLine(`${facts.title}: proof ${version} is ready to review`),
    text: textEmail([
      `Hello ${facts.customerName},`,
      "",
      line,
      ...(message ? ["", `From our designer: ${message}`] : []),
      "",
      ask,
      "",
      ...link.text,
    ]),
    html: htmlEmail(
      `Proof ${version} is ready to review`,
      [
        htmlParagraph(`Hello ${facts.customerName},`),
        htmlParagraph(line),
        ...(message ? [htmlParagraph(`From our designer: ${message}`)] : []),
        htmlParagraph(ask),
        link.html,
      ].join("\n"),
    ),
  };
}

/** Tells the store the customer approved or asked for changes, with their words. */
export function customerAnsweredForStore(
  facts: DesignEmailFacts,
  decision: "approve" | "request_changes",
  comment: string | null,
  adminUrl: string,
): RenderedEmail {
  const verb = decision === "approve" ? "approved" : "asked for changes to";
  const line = `${facts.customerName} (${facts.teamName}) ${verb} ${facts.title}.`;
  const admin = emailLink(adminUrl, "Open it in the admin");
  return {
    subject: oneLine(
      `${facts.title} ${decision === "approve" ? "approved" : "needs changes"}: ${facts.teamName}`,
    ),
    text: textEmail([line, ...(comment ? ["", `Their words: ${comment}`] : []), "", ...admin.text]),
    html: htmlEmail(
      decision === "approve" ? `${facts.title} approved` : `${facts.title} needs changes`,
      [htmlParagraph(line), ...(comment ? [htmlParagraph(`Their words: ${comment}`)] : []), admin.html].join(
        "\n",
      ),
    ),
  };
}

const statusLines: Partial<Record<DesignStatus, string>> = {
  in_production: "Your order is in production. We will let you know when it is ready.",
  completed: "Everything is finished. Thank you for outfitting your team with us!",
  cancelled:
    "It has been cancelled. If you did not expect this, reply to this e-mail and we will sort it out.",
  new: "It is open again and our team is looking at it.",
};

/** What a closed record's e-mail says instead of a link: its page is closed (410). */
const closedPageLine = `Its page is closed now. For anything about it, reply to this e-mail or call us at ${storeContact.phone}.`;

/**
 * The customer's message when staff move the request along by hand. A move that closes it
 * (completed, cancelled) comes without a link (`reviewUrl: null`): its page is closed.
 */
export function designStatusChangedForCustomer(
  facts: Omit<DesignEmailFacts, "reviewUrl"> & { reviewUrl: string | null },
): RenderedEmail {
  const words = designStatusWords[facts.status];
  const line = `${facts.title} for ${facts.teamName} is now: ${words}.`;
  const extra = statusLines[facts.status];
  const link = facts.reviewUrl ? emailLink(facts.reviewUrl, "Follow your request") : null;
  return {
    subject: oneLine(`${facts.title}: ${words}`),
    text: textEmail([
      `Hello ${facts.customerName},`,
      "",
      line,
      ...(extra ? [extra] : []),
      "",
      ...(link ? link.text : [closedPageLine]),
    ]),
    html: htmlEmail(
      `${facts.title}: ${words}`,
      [
        htmlParagraph(`Hello ${facts.customerName},`),
        htmlParagraph(line),
        ...(extra ? [htmlParagraph(extra)] : []),
        link ? link.html : htmlParagraph(closedPageLine),
      ].join("\n"),
    ),
  };
}
