import type { Permission } from "@store/api/contracts";
import {
  type Icon,
  IconBrush,
  IconBuildingBank,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCashRegister,
  IconClipboardList,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconHome,
  IconKey,
  IconMail,
  IconPackage,
  IconPackageImport,
  IconPhoto,
  IconReceiptTax,
  IconShieldLock,
  IconShirt,
  IconShoppingBag,
  IconShoppingCartCopy,
  IconUserCircle,
  IconUserCog,
  IconUsers,
} from "@tabler/icons-react";
import { screenAccess } from "../../../app/admin-door/screen-access";

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
    | "/admin/production"
    | "/admin/suppliers"
    | "/admin/blanks"
    | "/admin/purchase-orders"
    | "/admin/receiving"
    | "/admin/sign-in-rules";
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
    ...screenAccess.home,
    description: "Today's work at a glance, and how sales are going.",
    icon: IconHome,
  },
  artwork: {
    ...screenAccess.artwork,
    description: "Custom artwork requests from the website, newest first, with their files.",
    icon: IconBrush,
  },
  contact: {
    ...screenAccess.contact,
    description: "Messages sent through the website's contact form, newest first. Opening one marks it read.",
    icon: IconMail,
  },
  quotes: {
    ...screenAccess.quotes,
    description: "Quote requests from coaches: price them, send proofs and turn approved ones into orders.",
    icon: IconClipboardList,
  },
  teamStores: {
    ...screenAccess.teamStores,
    description:
      "A private store per team and season: families order with names and numbers until it closes, then one batch goes to production.",
    icon: IconBuildingStore,
  },
  production: {
    ...screenAccess.production,
    description:
      "Batches that went to production with their sheets, the board of jobs by stage, the week's calendar by process and its settings.",
    icon: IconBuildingFactory2,
  },
  suppliers: {
    ...screenAccess.suppliers,
    description:
      "The wholesalers blank garments are bought from: rep, order cut-off, lead days, the purchase-order file, and each one's style list.",
    icon: IconBuildingWarehouse,
  },
  blanks: {
    ...screenAccess.blanks,
    description:
      "What each product is made from: the supplier's style, colour, and per size the SKU and cost. Products not mapped come first.",
    icon: IconShirt,
  },
  purchaseOrders: {
    ...screenAccess.purchaseOrders,
    description:
      "Blank garments ordered from suppliers for batches and orders: check a draft, send it to the rep, download its PDF and supplier file, and follow what has arrived.",
    icon: IconShoppingCartCopy,
  },
  receiving: {
    ...screenAccess.receiving,
    description: "Deliveries the shop is waiting for: count each box in against its purchase order.",
    icon: IconPackageImport,
  },
  content: {
    ...screenAccess.content,
    description:
      "The words and pictures of the public pages, grouped by page and section. Saved changes show on the website at once.",
    icon: IconFileText,
  },
  orders: {
    ...screenAccess.orders,
    description: "Every order with its customer and products; move each along as the work is done.",
    icon: IconShoppingBag,
  },
  customers: {
    ...screenAccess.customers,
    description:
      "One record per e-mail address, with its orders, requests and payments. Merge two records of the same person.",
    icon: IconUserCircle,
  },
  products: {
    ...screenAccess.products,
    description: "The shop's catalogue: add, edit and remove products and their prices.",
    icon: IconPackage,
  },
  images: {
    ...screenAccess.images,
    description: "The image library: upload pictures for products and pages and copy their addresses.",
    icon: IconPhoto,
  },
  tax: {
    ...screenAccess.tax,
    description:
      "Where orders are taxed and at what rates: dated rates checked against the Alabama Department of Revenue's table, tax holidays and what counts as clothing.",
    icon: IconReceiptTax,
  },
  payments: {
    ...screenAccess.payments,
    description:
      "How the store takes money: which payment providers are live, how checkout takes payment, and the deposit a quote's payment link asks.",
    icon: IconCreditCard,
  },
  staff: {
    ...screenAccess.staff,
    description:
      "Who may sign in to this portal and what each person's role lets them do. Deactivating an account signs it out at once.",
    icon: IconUsers,
  },
  audit: {
    ...screenAccess.audit,
    description: "Every change staff made to products, images, content, orders and staff accounts.",
    icon: IconHistory,
  },
  taxReturns: {
    ...screenAccess.taxReturns,
    description:
      "A month's sales, exempt sales and sales tax per place and jurisdiction, for the Department of Revenue's return.",
    icon: IconReceiptTax,
  },
  paymentsInbox: {
    ...screenAccess.paymentsInbox,
    description:
      "Card payments the store would not record by itself: a terminal's note that names no order, more than is left to pay, not what a payment page asked. Put each on its order, or dismiss it with the reason.",
    icon: IconCashRegister,
  },
  payouts: {
    ...screenAccess.payouts,
    description:
      "What the payment provider paid to the bank, matched with the orders; and every payment of a period as a CSV for the accountant.",
    icon: IconBuildingBank,
  },
  signInRules: {
    ...screenAccess.signInRules,
    description:
      "The owner's rules for staff sign-in, and the amount above which a counter refund waits for a manager.",
    icon: IconShieldLock,
  },
  apiKeys: {
    ...screenAccess.apiKeys,
    description:
      "Keys let scripts and other systems use the store's API with the role of the person who created them.",
    icon: IconKey,
  },
  account: {
    ...screenAccess.account,
    description:
      "Your own sign-in: your password, two-factor sign-in and passkeys, and where you are signed in.",
    icon: IconUserCog,
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
  adminScreens.suppliers,
  adminScreens.blanks,
  adminScreens.purchaseOrders,
  adminScreens.receiving,
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
];

/** The links of a group a person's role allows. */
export const allowedLinks = (links: AdminLinkSpec[], permissions: readonly Permission[]) =>
  links.filter((link) => !link.permission || permissions.includes(link.permission));

export { firstScreenFor, landingScreenFor, screenOf } from "../../../app/admin-door/screen-access";
