import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import type {
  CheckoutPaymentChoice,
  HostedPaymentPurpose,
  HostedPaymentStatus,
  PaymentInboxKind,
  PaymentProvider,
  RefundSource,
  RefundStatus,
} from "../catalogue/online-payments";
import { createdAt, id, moment, money } from "./columns";
import { orderPayments } from "./order-records";
import { orders } from "./orders";
import { users } from "./users";

/**
 * A payment asked of a provider's hosted page (a Stripe Checkout Session): for one order, one
 * purpose and one amount the store worked out. It records nothing: only the provider's verified
 * event makes a payment row (decision 086).
 */
export const hostedPayments = pgTable(
  "hosted_payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    purpose: text("purpose").$type<HostedPaymentPurpose>().notNull(),
    amount: money("amount").notNull(),
    /** The provider's id for it (cs_...), unique per provider. */
    providerRef: text("provider_ref").notNull(),
    url: text("url").notNull(),
    status: text("status").$type<HostedPaymentStatus>().notNull().default("open"),
    /** The order was placed to be paid now: its stock waits for this, and goes back if it expires. */
    holdsOrder: boolean("holds_order").notNull().default(false),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
    settledAt: moment("settled_at"),
    paymentId: uuid("payment_id").references(() => orderPayments.id, { onDelete: "set null" }),
    requestedByEmail: text("requested_by_email"),
  },
  (t) => [
    unique("hosted_payments_provider_ref").on(t.provider, t.providerRef),
    index("hosted_payments_order_idx").on(t.orderId, t.createdAt),
    index("hosted_payments_open_idx").on(t.status, t.expiresAt),
    check("hosted_payments_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Every provider event the store acted on, once: the unique id is taken in the same transaction as
 * what the event records, so a repeat (or two deliveries at once) records nothing the second time.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** What the store did with it, in words for staff ("recorded $40.00 on #1042", "held: amount differs"). */
    outcome: text("outcome").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [unique("payment_events_provider_event").on(t.provider, t.eventId)],
);

/**
 * Money going back on a provider's payment: asked by staff (pending until the provider's event),
 * made in the provider's dashboard, or taken by a dispute. Only a succeeded refund counts against
 * what the order has been paid.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    /** Null while a provider's refund waits for a payment the store has not recorded yet. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id").references(() => orderPayments.id, { onDelete: "restrict" }),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    /** The provider's payment it takes back from (pi_... for Stripe). */
    providerPaymentRef: text("provider_payment_ref").notNull(),
    providerRefundId: text("provider_refund_id"),
    amount: money("amount").notNull(),
    /** The sales tax inside the amount, from the lines refunded, for the tax return. */
    tax: money("tax").notNull().default(0),
    reason: text("reason").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    source: text("source").$type<RefundSource>().notNull(),
    idempotencyKey: text("idempotency_key"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedByEmail: text("requested_by_email"),
    createdAt: createdAt(),
    settledAt: moment("settled_at"),
  },
  (t) => [
    unique("payment_refunds_provider_refund").on(t.provider, t.providerRefundId),
    index("payment_refunds_order_idx").on(t.orderId),
    index("payment_refunds_payment_ref_idx").on(t.provider, t.providerPaymentRef),
    check("payment_refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * A provider's payment the store would not record by itself: not the amount asked, or a counter
 * payment whose note names no order. It waits here until staff put it on an order or set it aside.
 */
export const paymentInbox = pgTable(
  "payment_inbox",
  {
    id: id(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    kind: text("kind").$type<PaymentInboxKind>().notNull(),
    eventId: text("event_id").notNull(),
    providerPaymentRef: text("provider_payment_ref").notNull(),
    amount: money("amount").notNull(),
    /** The provider's note or description as it came (Square's note, "#1042 jerseys"). */
    note: text("note"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    resolvedAt: moment("resolved_at"),
    resolvedByEmail: text("resolved_by_email"),
    resolution: text("resolution"),
    paymentId: uuid("payment_id").references(() => orderPayments.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("payment_inbox_provider_payment").on(t.provider, t.providerPaymentRef),
    index("payment_inbox_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);

/** The owner's choices for taking money, one row (id 1); team stores and quotes keep theirs. */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: integer("id").primaryKey().default(1),
    checkout: text("checkout").$type<CheckoutPaymentChoice>().notNull().default("in_store"),
    /** The share of a quote's total asked as a deposit from its link (0: the whole balance). */
    quoteDepositPercent: integer("quote_deposit_percent").notNull().default(50),
    updatedAt: createdAt(),
    updatedByEmail: text("updated_by_email"),
  },
  (t) => [
    check("payment_settings_one_row", sql`${t.id} = 1`),
    check("payment_settings_deposit_range", sql`${t.quoteDepositPercent} between 0 and 100`),
  ],
);

/** A request to pay an order's balance, sent by staff, with reminders after 3 and 7 days until paid. */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedByEmail: text("requested_by_email").notNull(),
    createdAt: createdAt(),
    remindersSent: integer("reminders_sent").notNull().default(0),
    nextReminderAt: moment("next_reminder_at"),
    /** Paid, cancelled or replaced by a newer request: no more reminders. */
    stoppedAt: moment("stopped_at"),
    stopReason: text("stop_reason"),
  },
  (t) => [index("payment_requests_due_idx").on(t.stoppedAt, t.nextReminderAt)],
);

export type HostedPayment = typeof hostedPayments.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
export type PaymentInboxItem = typeof paymentInbox.$inferSelect;
export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type PaymentRequest = typeof paymentRequests.$inferSelect;
