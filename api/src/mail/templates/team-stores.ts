import type { HandoutSettings, TeamStoreDistribution } from "@store/db/catalogue";
import { handoutFacts, storeLocation } from "@store/db/catalogue";
import { emailLink } from "./email-link";
import { escapeHtml } from "./escape";
import { formatMoney } from "./format";
import {
  factList,
  htmlEmail,
  htmlParagraph,
  oneLine,
  type RenderedEmail,
  type TextRow,
  textEmail,
} from "./layout";

// The team store's e-mails: the coach's opening and closing notes, families' reminders, and the
// "ready" note to every buyer. Links are absolute; a family's reminder never names another family.

export interface StoreOpenedFacts {
  teamName: string;
  coachName: string;
  /** The families' store (absolute). */
  storeUrl: string;
  accessCode: string | null;
  /** "Fri Mar 6, 8:00 PM CT" */
  closesWords: string;
  /** The coach's private page (absolute). */
  coachUrl: string;
  /** The families' link as a QR code image (PNG, absolute, behind the coach's link). */
  qrUrl: string;
  /** The printable flyer for families (PDF, absolute, behind the coach's link). */
  flyerUrl: string;
}

/** To the coach when the store opens: the link to share, the code, the close, their own page. */
export function teamStoreOpenedForCoach(f: StoreOpenedFacts): RenderedEmail {
  const share = emailLink(f.storeUrl, "Link for families");
  const coach = emailLink(f.coachUrl, "Your coach page");
  const flyer = emailLink(f.flyerUrl, "Print the flyer for families");
  const spread =
    "Copy the link into your team's group chat, or print the flyer: it has the QR code, what to order, the close date and pickup.";
  // The coach page's link comes before the flyer's: it is the coach's own, the one to keep.
  // A QR code parents can scan from the coach's screen at practice; width and height set for mail apps that load no images.
  const qr = `<p style="margin:0 0 16px"><img src="${escapeHtml(f.qrUrl)}" width="180" height="180" alt="QR code of the link for families" style="display:block;border:0"></p>`;
  const code = f.accessCode ? `Families enter the access code ${f.accessCode} to open it.` : null;
  const intro = `The ${f.teamName} team store is open. Share the link below with your families; it closes ${f.closesWords}.`;
  const coachWords =
    "Your coach page shows who has ordered, who has not, and what was ordered. It also lets you send a reminder to families who have not ordered yet. Keep its link to yourself.";
  return {
    subject: oneLine(`The ${f.teamName} team store is open`),
    text: textEmail([
      `Hello ${f.coachName},`,
      "",
      intro,
      "",
      ...share.text,
      ...(code ? [code] : []),
      "",
      coachWords,
      ...coach.text,
      "",
      spread,
      ...flyer.text,
    ]),
    html: htmlEmail(
      "Your team store is open",
      [
        htmlParagraph(`Hello ${f.coachName},`),
        htmlParagraph(intro),
        share.html,
        code ? htmlParagraph(code) : "",
        qr,
        htmlParagraph(coachWords),
        coach.html,
        htmlParagraph(spread),
        flyer.html,
      ].join("\n"),
    ),
  };
}

export interface StoreReminderFacts {
  playerName: string;
  teamName: string;
  storeUrl: string;
  accessCode: string | null;
  closesWords: string;
  /** Who asks: the store's timed reminder, or the coach's button. */
  from: "store" | "coach";
  coachName: string;
}

/** To a roster family with no order yet: the link, the code and when the store closes. */
export function teamStoreReminder(f: StoreReminderFacts): RenderedEmail {
  const ask =
    f.from === "coach"
      ? `${f.coachName} asks every family to order from the ${f.teamName} team store.`
      : `This is a reminder that the ${f.teamName} team store closes soon.`;
  const what = `We have no order for ${f.playerName} yet. The store closes ${f.closesWords}; after that we cannot take orders.`;
  const link = emailLink(f.storeUrl, "Order from the team store");
  const code = f.accessCode ? `Access code: ${f.accessCode}` : null;
  const already = "If you have already ordered under another name, you can ignore this e-mail.";
  return {
    subject: oneLine(`${f.teamName} team store: order for ${f.playerName} by ${f.closesWords}`),
    text: textEmail(["Hello,", "", ask, what, "", ...link.text, ...(code ? [code] : []), "", already]),
    html: htmlEmail(
      `Order for ${f.playerName}`,
      [
        htmlParagraph("Hello,"),
        htmlParagraph(ask),
        htmlParagraph(what),
        link.html,
        code ? htmlParagraph(code) : "",
        htmlParagraph(already),
      ].join("\n"),
    ),
  };
}

export interface StoreSummaryFacts {
  teamName: string;
  coachName: string;
  closedWords: string;
  orders: number;
  pieces: number;
  fundraising: number;
  /** Roster players with no order. */
  notOrdered: string[];
}

/** To the coach at close: what came in, and who did not order. */
export function teamStoreClosedSummary(f: StoreSummaryFacts): RenderedEmail {
  const facts = factList([
    ["Orders", String(f.orders)],
    ["Pieces", String(f.pieces)],
    ["Fundraising", formatMoney(f.fundraising)],
    ["No order from", f.notOrdered.length ? f.notOrdered.join(", ") : "Everyone on the roster ordered"],
  ]);
  const intro = `The ${f.teamName} team store closed ${f.closedWords}. Here is what came in.`;
  const next =
    "We now prepare the production batch. If a family still needs to order, ask us: we can add a late order to a second batch.";
  return {
    subject: oneLine(`The ${f.teamName} team store has closed: ${f.orders} orders`),
    text: textEmail([`Hello ${f.coachName},`, "", intro, "", ...facts.text, "", next]),
    html: htmlEmail(
      "Your team store has closed",
      [htmlParagraph(`Hello ${f.coachName},`), htmlParagraph(intro), facts.html, htmlParagraph(next)].join(
        "\n",
      ),
    ),
  };
}

export interface OrderReadyFacts {
  customerName: string;
  playerName: string;
  teamName: string;
  orderNumber: number;
  distribution: TeamStoreDistribution;
  /** The order's own choice, read when families choose. */
  fulfilment: "pickup" | "delivery";
  /** The store's handout settings (where, when, who); leave out for the store's defaults. */
  handout?: HandoutSettings;
  /** The order's money now; left out, the e-mail says nothing of it. */
  money?: { total: number; amountPaid: number; balance: number };
}

/** "Paid so far" and "Balance due" of a team order, as the family's order page says them. */
export function teamMoneyRows(
  money: NonNullable<OrderReadyFacts["money"]>,
  handout: Pick<HandoutSettings, "payment_mode"> | undefined,
): TextRow[] {
  const invoiced = handout?.payment_mode === "team_invoice";
  return [
    ["Order total", formatMoney(money.total)],
    ["Paid so far", formatMoney(money.amountPaid)],
    [
      "Balance due",
      invoiced
        ? "Nothing: your team pays one invoice"
        : money.balance > 0
          ? formatMoney(money.balance)
          : `${formatMoney(0)} (paid in full, thank you)`,
    ],
  ];
}

const { street, city, state, zip } = storeLocation.address;
const storeAddress = `${street}, ${city}, ${state} ${zip}`;

/** How the order reaches the family, in the store's words. */
export function receivingWords(
  distribution: TeamStoreDistribution,
  fulfilment: "pickup" | "delivery",
): string {
  if (distribution === "team_pickup")
    return "The team picks up every player's bag together; your coach will hand out the bags.";
  if (distribution === "team_delivery")
    return "We deliver every player's bag to the team; your coach will hand out the bags.";
  return fulfilment === "delivery"
    ? "We are delivering your order to the address you gave."
    : `Pick up your order at ${storeLocation.name}, ${storeAddress}.`;
}

/** To each buyer when the store's items are ready: where, when, from whom, and what is still owed. */
export function teamStoreOrderReady(f: OrderReadyFacts): RenderedEmail {
  const intro = `Good news: ${f.playerName}'s items from the ${f.teamName} team store are ready (order #${f.orderNumber}).`;
  const how = receivingWords(f.distribution, f.fulfilment);
  const facts = factList([
    ...(f.money ? teamMoneyRows(f.money, f.handout) : []),
    ...(f.handout
      ? handoutFacts(f.handout, f.fulfilment).map((r): [string, string] => [r.label, r.value])
      : []),
  ]);
  return {
    subject: oneLine(`${f.teamName}: ${f.playerName}'s order is ready`),
    text: textEmail([
      `Hello ${f.customerName},`,
      "",
      intro,
      how,
      ...(facts.text.length ? ["", ...facts.text] : []),
    ]),
    html: htmlEmail(
      "Your team order is ready",
      [
        htmlParagraph(`Hello ${f.customerName},`),
        htmlParagraph(intro),
        htmlParagraph(how),
        ...(facts.text.length ? [facts.html] : []),
      ].join("\n"),
    ),
  };
}

export interface CoachReadyFacts {
  teamName: string;
  coachName: string;
  orders: number;
  handout: HandoutSettings;
  /** Who still owes what: the orders with a balance, by order number. */
  unpaid: { orderNumber: number; playerName: string; customerName: string | null; balance: number }[];
  owed: number;
}

/**
 * To the coach when the store is ready: the handout, and the families who still owe money (the
 * printed unpaid list's rows), so nobody learns of it only at the handout.
 */
export function teamStoreReadyForCoach(f: CoachReadyFacts): RenderedEmail {
  const intro = `The ${f.teamName} team order is ready: ${f.orders} ${f.orders === 1 ? "order" : "orders"}, each player's items in a bag with their name. Every family has been e-mailed.`;
  const facts = factList(handoutFacts(f.handout).map((r) => [r.label, r.value] as const));
  const who = (u: CoachReadyFacts["unpaid"][number]) =>
    `#${u.orderNumber} ${u.playerName}${u.customerName && u.customerName !== u.playerName ? ` (${u.customerName})` : ""}: ${formatMoney(u.balance)}`;
  const owedLine =
    f.unpaid.length === 0
      ? "Every family has paid in full."
      : `${f.unpaid.length} ${f.unpaid.length === 1 ? "family still owes" : "families still owe"} ${formatMoney(f.owed)}, paid to ${storeLocation.name} (not to you):`;
  return {
    subject: oneLine(`The ${f.teamName} team order is ready`),
    text: textEmail([
      `Hello ${f.coachName},`,
      "",
      intro,
      "",
      ...facts.text,
      "",
      owedLine,
      ...f.unpaid.map((u) => `- ${who(u)}`),
    ]),
    html: htmlEmail(
      "Your team order is ready",
      [
        htmlParagraph(`Hello ${f.coachName},`),
        htmlParagraph(intro),
        facts.html,
        htmlParagraph(owedLine),
        ...(f.unpaid.length
          ? [
              `<ul style="margin:0 0 16px;padding-left:20px">${f.unpaid.map((u) => `<li>${escapeHtml(who(u))}</li>`).join("")}</ul>`,
            ]
          : []),
      ].join("\n"),
    ),
  };
}
