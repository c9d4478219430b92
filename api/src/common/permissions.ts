import { type StaffRole, staffRoles } from "@store/db/catalogue";

/** Anyone's role as stored: a staff role, or "customer" (kept apart from @store/db: this file reaches the browser). */
type UserRole = StaffRole | "customer";

/**
 * What a staff member may do, one word per kind of work. Every staff operation names the one it
 * needs in its declaration (domains/define.ts); a role is a set of these (decision 087).
 */
export const permissionWords = {
  "home.view": "The admin home: the day's work and the sales figures",
  "orders.view": "Look up orders; print their packing slips and invoices",
  "orders.place": "Place an order for a customer (a team store's late order)",
  "orders.status": "Move an order along: in production, ready, picked up",
  "orders.edit": "Edit an order's lines, prices and delivery; apply a tax exemption",
  "orders.delete": "Delete orders",
  "payments.record": "Record a payment taken in the store; send a payment request",
  "payments.refund": "Refund or reverse a payment",
  "payments.reconcile": "Payouts, the payments inbox and the payments CSV",
  "payments.settings": "Choose how the store takes money",
  "customers.view": "Customers' records and contact details",
  "customers.manage": "Merge customers; record and verify tax exemptions",
  "catalogue.manage": "Products, prices and the image library",
  "content.manage": "Website content, messages and artwork requests",
  "quotes.manage": "Quotes and their proofs",
  "teamStores.view": "Team stores, their orders and money",
  "teamStores.manage": "Open, change and close team stores",
  "production.view": "Batches, production sheets, packing lists and bag labels",
  "production.schedule": "Production jobs, the board and the calendar: stages, days, capacity and days off",
  "production.receive": "Count blank garments in against a purchase order",
  "purchasing.manage": "Suppliers, what each product is made from, and purchase orders with their costs",
  "reports.view": "Sales figures, exports and the sales-tax return",
  "tax.manage": "Tax places, rates and the back-to-school holiday",
  "audit.view": "The audit log",
  "staff.manage": "Staff accounts, invitations, roles and sign-in rules",
  "apiKeys.manage": "API keys",
} as const;

export type Permission = keyof typeof permissionWords;
export const allPermissions = Object.keys(permissionWords) as Permission[];

const ownerOnly: Permission[] = ["staff.manage", "apiKeys.manage", "tax.manage", "payments.settings"];

/** Each role's permissions; the owner has every one. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: allPermissions,
  manager: allPermissions.filter((p) => !ownerOnly.includes(p)),
  counter: [
    "orders.view",
    "orders.place",
    "orders.status",
    "payments.record",
    // A counter person's refund waits for a manager's approval above the owner's limit.
    "customers.view",
    "teamStores.view",
    "production.view",
    "production.receive",
  ],
  production: ["production.view", "production.schedule", "production.receive"],
};

// The words staff read for each role live with the contract's plain facts: the portal shows them.
export { roleWords } from "./role-words";

export const isStaffRole = (role: UserRole | undefined | null): role is StaffRole =>
  role !== undefined && role !== null && (staffRoles as readonly string[]).includes(role);

export const can = (role: UserRole | undefined | null, permission: Permission): boolean =>
  isStaffRole(role) && rolePermissions[role].includes(permission);

/** The roles that have a permission, for the OpenAPI document's words. */
export const rolesWith = (permission: Permission): StaffRole[] =>
  staffRoles.filter((role) => rolePermissions[role].includes(permission));

export const permissionsOf = (role: UserRole): Permission[] =>
  isStaffRole(role) ? [...rolePermissions[role]] : [];
