/**
 * Every tag an operation may name, with the words the reference shows over its group. An
 * operation's `tag` is typed by these keys, so a new group cannot be declared without its words.
 */
export const operationTags = {
  Auth: "Staff sign-in and sign-out (the store_session cookie), who is signed in, forgotten and changed passwords, and the spec's old sign-up path, which e-mails a customer sign-in link.",
  Products: "The catalogue: products with their sizes and prices, read by anyone; changed by staff.",
  Checkout:
    "Placing an order without an account, the cart's prices now, and an order followed by its private link.",
  Orders:
    "Staff's orders: the paged list, figures, status, edits, payments, bulk changes, printables and CSV.",
  "Sales tax returns":
    "The monthly sales-tax return per place and jurisdiction, as figures, CSV and PDF, for filing with the Department of Revenue.",
  Quotes: "Team quote requests from the public form, and staff's quotes and proofs.",
  Review:
    "A customer's private link to a quote or artwork request: its proofs and history, approving, asking for changes.",
  Submissions: "Contact messages and custom artwork requests (with files), and staff's inboxes of them.",
  Content: "Website content items the pages read, and blog posts.",
  Images: "The image library: uploads, where an image is used, and deletes.",
  Customers:
    "Staff's customer records: the paged list, one record with everything it holds, merging duplicates.",
  "Customer account":
    "A customer's own account: sign-in by e-mailed link or code, orders, requests, players, addresses and privacy.",
  "Team stores":
    "Staff's team stores: setup, items, roster, opening and closing, batches and their printables.",
  "Team stores (families)": "A team store by its link: entering, ordering, and a family's own order.",
  "Team stores (coach)": "The coach's private link: who has ordered, the list as CSV, and reminders.",
  "Staff accounts": "Staff accounts: list, create, remove access; invitations by e-mail and accepting them.",
  "API keys": "Integrators' API keys: list, create, revoke.",
  "Audit log": "Who changed what in the portal, with before and after.",
  "Two-factor sign-in":
    "Your own second factors: an authenticator app (TOTP), recovery codes and passkeys (WebAuthn).",
  "Sales tax":
    "Staff's tax data: places with their dated rates (added, confirmed, never edited), tax holidays and which categories count as clothing.",
  Payments:
    "Taking money online: the owner's choices, paying from an order's private link, refunds through the provider, the payments inbox and payouts. Providers post their signed events to /api/payments/webhooks/{provider}.",
  Purchasing:
    "Blank garments: suppliers and their style lists, what each product is made from, what a batch or order needs, purchase orders with their PDF and supplier files, and receiving.",
  Production:
    "The production floor: jobs per batch or order and decoration process, their stages, the board, the week calendar with capacity, production days and days off.",
  Home: "The portal's first screen: today's work.",
  Health: "Whether the process is alive and ready for traffic (its database answering and migrated).",
} as const;

export type OperationTag = keyof typeof operationTags;

/** The top-level tags list: each tag the operations use, in the order they first use it. */
export function documentTags(used: readonly OperationTag[]): { name: OperationTag; description: string }[] {
  return [...new Set(used)].map((name) => ({ name, description: operationTags[name] }));
}
