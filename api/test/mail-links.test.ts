import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { OrderEmailFacts } from "../src/mail/order-email-facts";
import { accountLinkEmail } from "../src/mail/templates/account";
import {
  customerAnsweredForStore,
  type DesignEmailFacts,
  designStatusChangedForCustomer,
  proofReadyForCustomer,
  type QuoteRequestFacts,
  quotePricedForCustomer,
  quoteReceivedForCustomer,
  quoteReceivedForStore,
} from "../src/mail/templates/design";
import { emailLink } from "../src/mail/templates/email-link";
import type { RenderedEmail } from "../src/mail/templates/layout";
import { paymentNotCompleted } from "../src/mail/templates/online-payments";
import { orderUpdatedForCustomer } from "../src/mail/templates/order-updated";
import {
  orderPlacedForCustomer,
  orderPlacedForStore,
  orderStatusChangedForCustomer,
} from "../src/mail/templates/orders";
import { paymentRequestEmail } from "../src/mail/templates/payment-request";
import { purchaseOrderEmail } from "../src/mail/templates/purchase-orders";
import { passwordResetEmail, staffInvitationEmail } from "../src/mail/templates/staff-access";
import {
  artworkReceivedForCustomer,
  artworkReceivedForStore,
  contactReceivedForStore,
} from "../src/mail/templates/submissions";
import {
  type TeamOrderEmailFacts,
  teamOrderPlacedForCustomer,
  teamOrderPlacedForStore,
  teamOrderUpdatedForCustomer,
} from "../src/mail/templates/team-orders";
import { teamStoreRequestedForStore } from "../src/mail/templates/team-store-request";
import {
  teamStoreClosedSummary,
  teamStoreOpenedForCoach,
  teamStoreOrderReady,
  teamStoreReadyForCoach,
  teamStoreReminder,
} from "../src/mail/templates/team-stores";

// Every e-mail read on a phone: a private link is one long unbroken word (its token), so an
// address shown as a link's text must be allowed to wrap, or the message is wider than the screen.
// Each page link is a named button first, and the plain-text part gives the address on its own line.

/** A private page's address as long as the real ones (a 43-character token). */
const token = "k3yAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xy";
const site = "https://shop.clanton.example";
const orderUrl = `${site}/orders/${token}`;
const reviewUrl = `${site}/review/${token}`;
const adminUrl = `${site}/admin/quotes/6f1c2d4e-0000-4000-8000-000000000001`;

const order: OrderEmailFacts = {
  number: 1042,
  status: "shipped",
  customerName: "Pat Lee",
  customerEmail: "pat@example.com",
  customerPhone: null,
  fulfilment: "pickup",
  pickup: { state: "expected", day: { year: 2026, month: 11, day: 23 } },
  deliveryAddress: null,
  note: null,
  lines: [{ name: "Team Jersey", size: "Adult L", quantity: 2, unitPrice: 24.5, lineTotal: 49 }],
  subtotal: 49,
  deliveryFee: 0,
  total: 49,
  trackingUrl: orderUrl,
  placedAt: new Date("2026-11-20T15:30:00Z"),
};

const withPay: OrderEmailFacts = { ...order, pay: { amount: 49, purpose: "full", url: `${orderUrl}?pay=1` } };

const design: DesignEmailFacts = {
  title: "Quote Q-2001",
  customerName: "Casey",
  teamName: "Tigers",
  status: "proof_sent",
  reviewUrl,
};

const quote: QuoteRequestFacts = {
  ...design,
  email: "casey@example.com",
  phone: null,
  sport: "Baseball",
  packageName: "Starter",
  items: [],
  rush: null,
  neededBy: null,
  players: 12,
  estimate: 899,
  files: [{ name: "logo.png", url: `${site}/uploads/quotes/${token}.png` }],
};

const teamOrder: TeamOrderEmailFacts = {
  number: 2001,
  teamName: "Eagles",
  customerName: "Sam",
  playerName: "Jo",
  lines: [{ name: "Jersey", size: "YM", quantity: 1, printName: "JO", printNumber: "7", lineTotal: 30 }],
  total: 30,
  paymentWords: "Pay at pickup: cash, check or card in store",
  distributionWords: "Pick up at the store",
  closesInWords: "closes Fri Mar 6, 8:00 PM CT",
  orderUrl: `${site}/team/eagles/order/${token}`,
  canChange: true,
};

/** One message of every template the store sends, by the template's name. */
const everyTemplate: Record<string, () => RenderedEmail> = {
  accountLinkEmail: () => accountLinkEmail("sign_in", `${site}/account/sign-in/link#${token}`, "123456"),
  staffInvitationEmail: () =>
    staffInvitationEmail({
      url: `${site}/admin/accept-invitation#${token}`,
      roleLabel: "Counter",
      roleDescription: "Look up and place orders, take payments in the store, mark picked up, print.",
      invitedBy: "owner@example.com",
    }),
  passwordResetEmail: () => passwordResetEmail(`${site}/admin/reset-password#${token}`),
  quoteReceivedForCustomer: () => quoteReceivedForCustomer(quote),
  quoteReceivedForStore: () => quoteReceivedForStore(quote, adminUrl),
  quotePricedForCustomer: () => quotePricedForCustomer(design, 1799.5, null),
  proofReadyForCustomer: () => proofReadyForCustomer(design, 2, "Bigger tiger."),
  customerAnsweredForStore: () => customerAnsweredForStore(design, "approve", null, adminUrl),
  designStatusChangedForCustomer: () =>
    designStatusChangedForCustomer({ ...design, status: "in_production" }),
  orderPlacedForCustomer: () => orderPlacedForCustomer(order),
  orderPlacedForStore: () => orderPlacedForStore(order),
  orderStatusChangedForCustomer: () => orderStatusChangedForCustomer(order),
  // With a provider live: the same e-mails carry "Pay $N now" to the order's page (?pay=1).
  orderPlacedWithPayLink: () => orderPlacedForCustomer(withPay),
  orderStatusChangedWithPayLink: () => orderStatusChangedForCustomer(withPay),
  paymentRequestEmail: () =>
    paymentRequestEmail({
      number: 1042,
      customerName: "Pat Lee",
      amount: 24.5,
      purpose: "deposit",
      payUrl: `${orderUrl}?pay=1`,
      reminder: 1,
    }),
  // To a supplier's rep: the store's address and e-mail only, no link to follow.
  purchaseOrderEmail: () =>
    purchaseOrderEmail({
      poNumber: "PO-1001",
      supplierName: "S&S Activewear",
      accountNumber: "123456",
      note: null,
      lines: [
        {
          styleNumber: "G500",
          colorName: "Navy",
          size: "Youth M",
          sku: "G500-NAVY-YM",
          quantity: 6,
          unitCost: 3.1,
        },
      ],
      total: "$18.60",
      fileName: "PO-1001.json",
    }),
  paymentNotCompleted: () =>
    paymentNotCompleted({
      number: 1042,
      customerName: "Pat Lee",
      total: 49,
      kept: true,
      trackingUrl: orderUrl,
      shopUrl: `${site}/shop`,
    }),
  orderUpdatedForCustomer: () =>
    orderUpdatedForCustomer(order, { changes: ["Phone 1 → 2"], previousTotal: 49 }),
  contactReceivedForStore: () =>
    contactReceivedForStore({ name: "Kim", email: "kim@example.com", phone: null, message: "Hi" }),
  artworkReceivedForStore: () =>
    artworkReceivedForStore(
      {
        number: 3001,
        name: "Casey",
        email: "casey@example.com",
        teamName: "Tigers",
        productsInterested: "Jerseys",
        orderingItems: "",
        artworkDetails: "Navy and gold",
        files: [{ name: "logo.png", url: `/uploads/artwork/${token}.png` }],
      },
      { publicUrl: site },
    ),
  artworkReceivedForCustomer: () =>
    artworkReceivedForCustomer({
      number: 3001,
      name: "Casey",
      email: "casey@example.com",
      teamName: "Tigers",
      productsInterested: "Jerseys",
      orderingItems: "",
      artworkDetails: "Navy and gold",
      files: [{ name: "logo.png", url: `/uploads/artwork/${token}.png` }],
      reference: "A-3001",
      reviewUrl,
    }),
  teamOrderPlacedForCustomer: () => teamOrderPlacedForCustomer(teamOrder),
  teamOrderPlacedForStore: () => teamOrderPlacedForStore(teamOrder, `${site}/admin/orders/2001`),
  teamOrderUpdatedForCustomer: () => teamOrderUpdatedForCustomer({ ...teamOrder, canChange: false }, false),
  teamStoreOpenedForCoach: () =>
    teamStoreOpenedForCoach({
      teamName: "Eagles",
      coachName: "Coach Dee",
      storeUrl: `${site}/team/eagles`,
      accessCode: "GO-EAGLES",
      closesWords: "Fri Mar 6, 8:00 PM CT",
      coachUrl: `${site}/coach/${token}`,
      qrUrl: `${site}/api/coach/${token}/qr.png`,
      flyerUrl: `${site}/api/coach/${token}/flyer.pdf`,
    }),
  teamStoreRequestedForStore: () =>
    teamStoreRequestedForStore({
      teamName: "Storm",
      sport: "Soccer",
      coachName: "Robin",
      email: "robin@example.com",
      phone: "205 555 0199",
      players: 14,
      wantedBy: "Fri, Mar 6, 2027",
      message: null,
      adminUrl: `${site}/admin/contact-messages?search=robin%40example.com&unread=true`,
    }),
  teamStoreReminder: () =>
    teamStoreReminder({
      playerName: "Jo",
      teamName: "Eagles",
      storeUrl: `${site}/team/eagles`,
      accessCode: null,
      closesWords: "Fri Mar 6, 8:00 PM CT",
      from: "store",
      coachName: "Coach Dee",
    }),
  teamStoreClosedSummary: () =>
    teamStoreClosedSummary({
      teamName: "Eagles",
      coachName: "Coach Dee",
      closedWords: "Fri Mar 6, 8:00 PM CT",
      orders: 3,
      pieces: 7,
      fundraising: 35,
      notOrdered: [],
    }),
  teamStoreOrderReady: () =>
    teamStoreOrderReady({
      customerName: "Sam",
      playerName: "Jo",
      teamName: "Eagles",
      orderNumber: 2001,
      distribution: "buyer_chooses",
      fulfilment: "pickup",
    }),
  teamStoreReadyForCoach: () =>
    teamStoreReadyForCoach({
      teamName: "Eagles",
      coachName: "Coach Dee",
      orders: 2,
      handout: {
        distribution: "team_pickup",
        payment_mode: "pay_at_pickup",
        handout_place: null,
        handout_when: null,
        handout_by: null,
      },
      unpaid: [{ orderNumber: 2001, playerName: "Jo", customerName: "Sam", balance: 12.5 }],
      owed: 12.5,
    }),
};

/** Exported functions of the templates folder that build pieces, not whole messages. */
const pieces = new Set([
  "escapeHtml",
  "htmlLink",
  "emailLink",
  "pickupText",
  "pickupHtml",
  "taxText",
  "taxRowHtml",
  "formatMoney",
  "formatMoment",
  "absoluteUrl",
  "oneLine",
  "textEmail",
  "htmlEmail",
  "htmlParagraph",
  "factList",
  "htmlFacts",
  "balanceLines",
  "balanceText",
  "balanceRowsHtml",
  "balanceSentence",
  "statusInWords",
  "fulfilmentText",
  "itemsText",
  "itemsHtml",
  "receivingWords",
  "teamMoneyRows",
  "payLink",
  "payLinkText",
  "payLinkHtml",
  "payLinkLabel",
]);

const decode = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

interface Anchor {
  href: string;
  style: string;
  text: string;
}

function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = "", inner = ""]) => ({
    href: decode(/href="([^"]*)"/.exec(attributes)?.[1] ?? ""),
    style: /style="([^"]*)"/.exec(attributes)?.[1] ?? "",
    text: decode(inner.replace(/<[^>]+>/g, "")).trim(),
  }));
}

const isAddress = (text: string) => /^https?:\/\//i.test(text);
const wraps = (style: string) =>
  style.includes("overflow-wrap:anywhere") && style.includes("word-break:break-all");

describe("links in e-mails", () => {
  it("the list above holds every template the templates folder exports", async () => {
    const folder = path.join(import.meta.dirname, "../src/mail/templates");
    const exported: string[] = [];
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const module = (await import(path.join(folder, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module))
        if (typeof value === "function") exported.push(name);
    }
    const templates = exported.filter((name) => !pieces.has(name)).sort();
    const variants = new Set(["orderPlacedWithPayLink", "orderStatusChangedWithPayLink"]);
    expect(templates).toEqual(
      Object.keys(everyTemplate)
        .filter((name) => !variants.has(name))
        .sort(),
    );
  });

  for (const [name, render] of Object.entries(everyTemplate)) {
    it(`${name}: no address shown as a link's text without wrapping; every page link has a named button; plain text gives the address on its own line`, () => {
      const email = render();
      const links = anchors(email.html);
      for (const link of links.filter((a) => isAddress(a.text))) {
        expect(wraps(link.style), `<a> showing ${link.text} has style "${link.style}"`).toBe(true);
      }
      // Files are named by their file name; a page is opened by a button that says what it does.
      const pages = new Set(links.map((a) => a.href).filter((href) => !href.includes("/uploads/")));
      for (const href of pages) {
        const named = links.filter((a) => a.href === href && !isAddress(a.text));
        expect(named.length, `a named link to ${href}`).toBeGreaterThan(0);
        expect(email.text.split("\n"), `${href} alone on a line of the text part`).toContain(href);
      }
    });
  }

  it("emailLink: a button with the label, the address wrapping below it, the text part's address alone", () => {
    const link = emailLink(`${orderUrl}?a=1&b=<c>`, "Track your order");
    expect(link.text).toEqual(["Track your order:", `${orderUrl}?a=1&b=<c>`]);
    const [button, address] = anchors(link.html);
    expect(button?.text).toBe("Track your order");
    expect(button?.style).toContain("display:inline-block");
    expect(address?.text).toBe(`${orderUrl}?a=1&b=<c>`);
    expect(wraps(address?.style ?? "")).toBe(true);
    expect(link.html).not.toContain("<c>");
    // Only web addresses become links.
    expect(emailLink("javascript:alert(1)", "Open").html).not.toContain("<a");
  });
});
