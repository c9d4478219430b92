import type { Permission } from "@store/api/contracts";

/**
 * Each admin screen's address, name and the permission a role needs to use it: plain facts, kept
 * apart from the sidebar's icons so the portal's door (checked on every route) stays small.
 */
export const screenAccess = {
  home: { to: "/admin", label: "Home", permission: "home.view" },
  artwork: {
    to: "/admin/custom-artwork-submissions",
    label: "Artwork Submissions",
    permission: "content.manage",
  },
  contact: { to: "/admin/contact-messages", label: "Contact Messages", permission: "content.manage" },
  quotes: { to: "/admin/quotes", label: "Team Quotes", permission: "quotes.manage" },
  teamStores: { to: "/admin/team-stores", label: "Team Stores", permission: "teamStores.view" },
  production: { to: "/admin/production", label: "Production", permission: "production.view" },
  suppliers: { to: "/admin/suppliers", label: "Suppliers", permission: "purchasing.manage" },
  blanks: { to: "/admin/blanks", label: "Blanks", permission: "purchasing.manage" },
  purchaseOrders: {
    to: "/admin/purchase-orders",
    label: "Purchase Orders",
    permission: "purchasing.manage",
  },
  receiving: { to: "/admin/receiving", label: "Receiving", permission: "production.receive" },
  content: { to: "/admin/website-content", label: "Website Content", permission: "content.manage" },
  orders: { to: "/admin/orders", label: "Manage Orders", permission: "orders.view" },
  customers: { to: "/admin/customers", label: "Customers", permission: "customers.view" },
  products: { to: "/admin/products", label: "Manage Products", permission: "catalogue.manage" },
  images: { to: "/admin/images", label: "Manage Images", permission: "catalogue.manage" },
  tax: { to: "/admin/tax", label: "Sales Tax", permission: "tax.manage" },
  payments: { to: "/admin/payments", label: "Payments", permission: "payments.settings" },
  staff: { to: "/admin/staff", label: "Staff Accounts", permission: "staff.manage" },
  audit: { to: "/admin/audit-log", label: "Audit Log", permission: "audit.view" },
  taxReturns: { to: "/admin/tax/returns", label: "Monthly Tax Return", permission: "reports.view" },
  paymentsInbox: { to: "/admin/payments/inbox", label: "Payments Inbox", permission: "payments.reconcile" },
  payouts: { to: "/admin/payments/payouts", label: "Payouts", permission: "payments.reconcile" },
  account: { to: "/admin/account", label: "Your Account" },
  signInRules: { to: "/admin/sign-in-rules", label: "Sign-in Rules", permission: "staff.manage" },
  apiKeys: { to: "/admin/api-keys", label: "API Keys", permission: "apiKeys.manage" },
} as const satisfies Record<string, { to: string; label: string; permission?: Permission }>;

type Screen = { to: string; label: string; permission?: Permission };

/**
 * Addresses inside a screen's own that another permission reaches: a purchase order's count sheet
 * (/admin/purchase-orders/{id}/receive) is the door's, not the buyer's.
 */
const nestedScreens: { pattern: RegExp; screen: Screen }[] = [
  { pattern: /^\/admin\/purchase-orders\/[^/]+\/receive$/, screen: screenAccess.receiving },
];

/**
 * The screen an admin address belongs to (a record's page belongs to its list's screen), by the
 * longest matching address: /admin/tax/returns is the return's, not the rates'.
 */
export function screenOf(pathname: string): Screen | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const nested = nestedScreens.find((n) => n.pattern.test(path));
  if (nested) return nested.screen;
  const matches = Object.values(screenAccess as Record<string, Screen>).filter(
    (screen) => path === screen.to || (screen.to !== "/admin" && path.startsWith(`${screen.to}/`)),
  );
  return matches.sort((a, b) => b.to.length - a.to.length)[0];
}

/** The first screen a person's role allows, in the sidebar's order. */
const sidebarOrder: (keyof typeof screenAccess)[] = [
  "home",
  "artwork",
  "quotes",
  "teamStores",
  "production",
  "suppliers",
  "blanks",
  "purchaseOrders",
  "receiving",
  "contact",
  "content",
  "orders",
  "customers",
  "products",
  "images",
  "tax",
  "taxReturns",
  "staff",
  "signInRules",
  "audit",
  "apiKeys",
  "payments",
  "paymentsInbox",
  "payouts",
];
export const firstScreenFor = (permissions: readonly Permission[]) =>
  sidebarOrder
    .map((key) => screenAccess[key] as Screen)
    .find((screen) => screen.permission && permissions.includes(screen.permission))?.to;

/**
 * Where a person lands after signing in: the spec's artwork screen when allowed, else the orders
 * (the counter's day), else production's batches, else their first screen.
 */
export const landingScreenFor = (permissions: readonly Permission[]) =>
  [screenAccess.artwork, screenAccess.orders, screenAccess.production].find((screen) =>
    permissions.includes(screen.permission),
  )?.to ??
  firstScreenFor(permissions) ??
  "/admin";
