import { sql } from "drizzle-orm";
import { check, index, jsonb, pgEnum, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import type { PaymentProvider } from "../catalogue/online-payments";
import { createdAt, id, moment, money, partOf } from "./columns";
import { orders } from "./orders";
import { users } from "./users";

/**
 * What happened to an order, oldest first: the order page's timeline. Written in the same
 * transaction as the change it tells about and never edited. `kind` is one of orderEventKinds;
 * `details` holds what the kind needs (the status, a note's text, an edit's before and after).
 */
export const orderEventKinds = [
  "placed",
  "status",
  "note",
  "payment",
  "payment_reversed",
  "edited",
  // Online payments (decision 086): money back through a provider, a payment held for staff, a
  // hosted page that expired unpaid, a payment link or request sent.
  "refund",
  "payment_held",
  "payment_expired",
  "payment_requested",
  // A counter person's refund above the owner's limit: asked, then approved, declined or failed.
  "approval",
] as const;

export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    kind: text("kind").$type<OrderEventKind>().notNull(),
    /** The staff member who did it; null for the customer or the store itself. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who did it as shown: a staff e-mail, "Customer" or "Store"; copied so it reads right later. */
    actorLabel: text("actor_label").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/** How money came in: staff's four, and a provider's hosted page ("card online", never typed by staff). */
export const paymentMethods = ["cash", "check", "card", "invoice", "card online"] as const;
export const paymentMethod = pgEnum("payment_method", paymentMethods);

/**
 * Money staff took for an order. A mistaken or refunded payment is reversed, never deleted: the
 * reversal keeps who, when and why. An order's payment state is derived from these rows.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: id(),
    // Restrict: an order with payments on record is not deleted (the service says why first).
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    method: paymentMethod("method").notNull(),
    /** The check's number; a card slip or invoice number when staff give one. */
    reference: text("reference"),
    note: text("note"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedByEmail: text("recorded_by_email").notNull(),
    createdAt: createdAt(),
    reversedAt: moment("reversed_at"),
    reversedBy: uuid("reversed_by").references(() => users.id, { onDelete: "set null" }),
    reversedByEmail: text("reversed_by_email"),
    reversalReason: text("reversal_reason"),
    /** The provider that took it (a hosted page, or Square at the counter); null: staff typed it. */
    provider: text("provider").$type<PaymentProvider>(),
    /** The provider's id for the money (Stripe's pi_..., Square's payment id): one row per payment. */
    providerRef: text("provider_ref"),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.createdAt),
    unique("order_payments_provider_ref").on(t.provider, t.providerRef),
    check("order_payments_amount_positive", sql`${t.amount} > 0`),
    check("order_payments_check_has_number", sql`${t.method} <> 'check' or ${t.reference} is not null`),
    check(
      "order_payments_reversal_has_reason",
      sql`${t.reversedAt} is null or ${t.reversalReason} is not null`,
    ),
  ],
);

export type OrderEventKind = (typeof orderEventKinds)[number];
export type OrderEvent = typeof orderEvents.$inferSelect;
export type PaymentMethod = (typeof paymentMethods)[number];
export type OrderPayment = typeof orderPayments.$inferSelect;
