import type { Permission } from "@store/api/contracts";
import {
  type Icon,
  IconBrush,
  IconBuildingBank,
  IconBuildingFactory2,
  IconBuildingStore,
  IconCashRegister,
  IconClipboardList,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconHome,
  IconKey,
  IconMail,
  IconPackage,
  IconPhoto,
  IconReceiptTax,
  IconShoppingBag,
  IconUserCircle,
  IconUserCog,
  IconUsers,
} from "@tabler/icons-react";

export interface AdminLinkSpec {
  to:
    | "/admin"
    | "/admin/custom-artwork-submissions"
    | "/admin/contact-messages"
    | "/admin/quotes"
    | "/admin/team-stores"
    | "/admin/website-content"
    | "/admin/orders"
    | "/admin/customers"
    | "/admin/products"
    | "/admin/images"
    | "/admin/payments/payouts"
    | "/admin/staff"
    | "/admin/audit-log"
    | "/admin/api-keys"
    | "/admin/account"
    | "/admin/tax"
    | "/admin/tax/returns"
    | "/admin/payments"
    | "/admin/payments/inbox"
    | "/admin/production";
  /** The sidebar's word for the screen, and the screen's own heading. */
  label: string;
  /** What the screen is for, under its heading. */
  description: string;
  icon: Icon;
  /**
   * What a role needs to be offered the screen (the server refuses its calls without it); none:
   * every staff member's (their own account).
   */
  permission?: Permission;
}

/** Each admin screen once: its address, name, purpose and icon, for the sidebar and its header. */
export const adminScreens = {
  home: {
    to: "/admin",
    permission: "home.view",
    label: "Home",
    description: "Today's work at a glance, and how sales are going.",
    icon: IconHome,
  },
  artwork: {
    to: "/admin/custom-artwork-submissions",
    permission: "content.manage",
    label: "Artwork Submissions",
    description: "Custom artwork requests from the website, newest first, with their files.",
    icon: IconBrush,
  },
  contact: {
    to: "/admin/contact-messages",
    permission: "content.manage",
    label: "Contact Messages",
    description: "Messages sent through the website's contact form, newest first. Opening one marks it read.",
    icon: IconMail,
  },
  quotes: {
    to: "/admin/quotes",
    permission: "quotes.manage",
    label: "Team Quotes",
    description: "Quote requests from coaches: price them, send proofs and turn approved ones into orders.",
    icon: IconClipboardList,
  },
  teamStores: {
    to: "/admin/team-stores",
    permission: "teamStores.view",
    label: "Team Stores",
    description:
      "A private store per team and season: families order with names and numbers until it closes, then one batch goes to production.",
    icon: IconBuildingStore,
  },
  production: {
    to: "/admin/production",
    permission: "production.view",
    label: "Production",
    description:
      "Team-store batches that went to production, newest first, with the production sheet, bag labels and packing lists for each.",
    icon: IconBuildingFactory2,
  },
  content: {
    to: "/admin/website-content",
    permission: "content.manage",
    label: "Website Content",
    description:
      "The words and pictures of the public pages, grouped by page and section. Saved changes show on the website at once.",
    icon: IconFileText,
  },
  orders: {
    to: "/admin/orders",
    permission: "orders.view",
    label: "Manage Orders",
    description: "Every order with its customer and products; move each along as the work is done.",
    icon: IconShoppingBag,
  },
  customers: {
    to: "/admin/customers",
    permission: "customers.view",
    label: "Customers",
    description:
      "One record per e-mail address, with its orders, requests and payments. Merge two records of the same person.",
    icon: IconUserCircle,
  },
  products: {
    to: "/admin/products",
    permission: "catalogue.manage",
    label: "Manage Products",
    description: "The shop's catalogue: add, edit and remove products and their prices.",
    icon: IconPackage,
  },
  images: {
    to: "/admin/images",
    permission: "catalogue.manage",
    label: "Manage Images",
    description: "The image library: upload pictures for products and pages and copy their addresses.",
    icon: IconPhoto,
  },
  tax: {
    to: "/admin/tax",
    permission: "tax.manage",
    label: "Sales Tax",
    description:
      "Where orders are taxed and at what rates: dated rates checked against the Alabama Department of Revenue's table, tax holidays and what counts as clothing.",
    icon: IconReceiptTax,
  },
  payments: {
    to: "/admin/payments",
    permission: "payments.settings",
    label: "Payments",
    description:
      "How the store takes money: which payment providers are live, how checkout takes payment, and the deposit a quote's payment link asks.",
    icon: IconCreditCard,
  },
  staff: {
    to: "/admin/staff",
    permission: "staff.manage",
    label: "Staff Accounts",
    description: "Who may sign in to this portal, and what each person's role lets them do.",
    icon: IconUsers,
  },
  audit: {
    to: "/admin/audit-log",
    permission: "audit.view",
    label: "Audit Log",
    description: "Every change staff made to products, images, content, orders and staff accounts.",
    icon: IconHistory,
  },
  taxReturns: {
    to: "/admin/tax/returns",
    permission: "reports.view",
    label: "Monthly Tax Return",
    description:
      "A month's sales, exempt sales and sales tax per place and jurisdiction, for the Department of Revenue's return.",
    icon: IconReceiptTax,
  },
  paymentsInbox: {
    to: "/admin/payments/inbox",
    permission: "payments.reconcile",
    label: "Payments Inbox",
    description:
      "Card payments the store would not record by itself: a terminal's note that names no order, more than is left to pay, not what a payment page asked. Put each on its order, or dismiss it with the reason.",
    icon: IconCashRegister,
  },
  payouts: {
    to: "/admin/payments/payouts",
    permission: "payments.reconcile",
    label: "Payouts",
    description:
      "What the payment provider paid to the bank, matched with the orders; and every payment of a period as a CSV for the accountant.",
    icon: IconBuildingBank,
  },
  account: {
    to: "/admin/account",
    label: "Your Account",
    description: "How you sign in to this portal: your password.",
    icon: IconUserCog,
  },
  apiKeys: {
    to: "/admin/api-keys",
    permission: "apiKeys.manage",
    label: "API Keys",
    description:
      "Keys let scripts and other systems use the store's API with the role of the person who created them.",
    icon: IconKey,
  },
} satisfies Record<string, AdminLinkSpec>;

/**
 * The sidebar's links: the home first (issue 22), then the spec's screens in its order and words
 * (§2 Admin layout), team quotes, team stores and contact messages after the artwork, customer
 * records after the orders.
 */
export const adminLinks: AdminLinkSpec[] = [
  adminScreens.home,
  adminScreens.artwork,
  adminScreens.quotes,
  adminScreens.teamStores,
  adminScreens.production,
  adminScreens.contact,
  adminScreens.content,
  adminScreens.orders,
  adminScreens.customers,
  adminScreens.products,
  adminScreens.images,
];

/** The "Payments" group: how the store takes money, and card payments that wait for staff (issue 40). */
export const paymentLinks: AdminLinkSpec[] = [
  adminScreens.payments,
  adminScreens.paymentsInbox,
  adminScreens.payouts,
];

/** Beyond the spec's five, in this order: sales tax and its monthly return, who may sign in, who changed what, integrators' keys. */
export const extraLinks: AdminLinkSpec[] = [
  adminScreens.tax,
  adminScreens.taxReturns,
  adminScreens.staff,
  adminScreens.audit,
  adminScreens.apiKeys,
];

/** Every screen a sidebar offers, in the sidebar's order. */
const offered: AdminLinkSpec[] = [...adminLinks, ...extraLinks, ...paymentLinks];

/** The links of a group a person's role allows. */
export const allowedLinks = (links: AdminLinkSpec[], permissions: readonly Permission[]) =>
  links.filter((link) => !link.permission || permissions.includes(link.permission));

/** The first screen a person's role allows, in the sidebar's order. */
export const firstScreenFor = (permissions: readonly Permission[]): AdminLinkSpec["to"] | undefined =>
  allowedLinks(offered, permissions)[0]?.to;

/**
 * Where a person lands after signing in: the spec's artwork screen when allowed, else the orders
 * (the counter's day), else production's batches, else their first screen.
 */
export const landingScreenFor = (permissions: readonly Permission[]): AdminLinkSpec["to"] =>
  [adminScreens.artwork, adminScreens.orders, adminScreens.production].find((screen) =>
    permissions.includes(screen.permission),
  )?.to ??
  firstScreenFor(permissions) ??
  "/admin";

/**
 * The screen an admin address belongs to (a record's page belongs to its list's screen), by the
 * longest matching address: /admin/tax/returns is the return's, not the rates'.
 */
export function screenOf(pathname: string): AdminLinkSpec | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const matches = Object.values(adminScreens as Record<string, AdminLinkSpec>).filter(
    (screen) => path === screen.to || (screen.to !== "/admin" && path.startsWith(`${screen.to}/`)),
  );
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}
