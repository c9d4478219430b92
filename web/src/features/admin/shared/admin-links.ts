import {
  type Icon,
  IconBrush,
  IconBuildingBank,
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
  IconShieldLock,
  IconShoppingBag,
  IconUserCircle,
  IconUserShield,
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
    | "/admin/tax"
    | "/admin/tax/returns"
    | "/admin/payments"
    | "/admin/payments/inbox"
    | "/admin/account"
    | "/admin/sign-in-rules";
  /** The sidebar's word for the screen, and the screen's own heading. */
  label: string;
  /** What the screen is for, under its heading. */
  description: string;
  icon: Icon;
}

/** Each admin screen once: its address, name, purpose and icon, for the sidebar and its header. */
export const adminScreens = {
  home: {
    to: "/admin",
    label: "Home",
    description: "Today's work at a glance, and how sales are going.",
    icon: IconHome,
  },
  artwork: {
    to: "/admin/custom-artwork-submissions",
    label: "Artwork Submissions",
    description: "Custom artwork requests from the website, newest first, with their files.",
    icon: IconBrush,
  },
  contact: {
    to: "/admin/contact-messages",
    label: "Contact Messages",
    description: "Messages sent through the website's contact form, newest first. Opening one marks it read.",
    icon: IconMail,
  },
  quotes: {
    to: "/admin/quotes",
    label: "Team Quotes",
    description: "Quote requests from coaches: price them, send proofs and turn approved ones into orders.",
    icon: IconClipboardList,
  },
  teamStores: {
    to: "/admin/team-stores",
    label: "Team Stores",
    description:
      "A private store per team and season: families order with names and numbers until it closes, then one batch goes to production.",
    icon: IconBuildingStore,
  },
  content: {
    to: "/admin/website-content",
    label: "Website Content",
    description:
      "The words and pictures of the public pages, grouped by page and section. Saved changes show on the website at once.",
    icon: IconFileText,
  },
  orders: {
    to: "/admin/orders",
    label: "Manage Orders",
    description: "Every order with its customer and products; move each along as the work is done.",
    icon: IconShoppingBag,
  },
  customers: {
    to: "/admin/customers",
    label: "Customers",
    description:
      "One record per e-mail address, with its orders, requests and payments. Merge two records of the same person.",
    icon: IconUserCircle,
  },
  products: {
    to: "/admin/products",
    label: "Manage Products",
    description: "The shop's catalogue: add, edit and remove products and their prices.",
    icon: IconPackage,
  },
  images: {
    to: "/admin/images",
    label: "Manage Images",
    description: "The image library: upload pictures for products and pages and copy their addresses.",
    icon: IconPhoto,
  },
  tax: {
    to: "/admin/tax",
    label: "Sales Tax",
    description:
      "Where orders are taxed and at what rates: dated rates checked against the Alabama Department of Revenue's table, tax holidays and what counts as clothing.",
    icon: IconReceiptTax,
  },
  payments: {
    to: "/admin/payments",
    label: "Payments",
    description:
      "How the store takes money: which payment providers are live, how checkout takes payment, and the deposit a quote's payment link asks.",
    icon: IconCreditCard,
  },
  staff: {
    to: "/admin/staff",
    label: "Staff Accounts",
    description: "Who may sign in to this portal. Every staff account has full admin access.",
    icon: IconUsers,
  },
  audit: {
    to: "/admin/audit-log",
    label: "Audit Log",
    description: "Every change staff made to products, images, content, orders and staff accounts.",
    icon: IconHistory,
  },
  taxReturns: {
    to: "/admin/tax/returns",
    label: "Monthly Tax Return",
    description:
      "A month's sales, exempt sales and sales tax per place and jurisdiction, for the Department of Revenue's return.",
    icon: IconReceiptTax,
  },
  paymentsInbox: {
    to: "/admin/payments/inbox",
    label: "Payments Inbox",
    description:
      "Card payments the store would not record by itself: a terminal's note that names no order, more than is left to pay, not what a payment page asked. Put each on its order, or dismiss it with the reason.",
    icon: IconCashRegister,
  },
  payouts: {
    to: "/admin/payments/payouts",
    label: "Payouts",
    description:
      "What the payment provider paid to the bank, matched with the orders; and every payment of a period as a CSV for the accountant.",
    icon: IconBuildingBank,
  },
  account: {
    to: "/admin/account",
    label: "Your Account",
    description:
      "How you sign in: two-factor sign-in with an authenticator app, recovery codes and passkeys.",
    icon: IconUserShield,
  },
  signInRules: {
    to: "/admin/sign-in-rules",
    label: "Sign-in Rules",
    description:
      "The owner's rules for staff sign-in, and the amount above which a counter refund waits for a manager.",
    icon: IconShieldLock,
  },
  apiKeys: {
    to: "/admin/api-keys",
    label: "API Keys",
    description:
      "Keys let scripts and other systems use the store's API with the rights of the admin who created them.",
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
  adminScreens.signInRules,
  adminScreens.audit,
  adminScreens.apiKeys,
  adminScreens.account,
];
