import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, moment } from "./columns";
import { orders } from "./orders";

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export const outboxStatus = pgEnum("outbox_status", outboxStatuses);

/**
 * E-mails waiting to be sent (a transactional outbox): written in the same transaction as the
 * change they tell about, then claimed and sent by a worker. `failed` means retries ran out.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: id(),
    /** What the message is about, e.g. "order.placed", "contact.received". */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this moment: now for a new message, later after a refused delivery. */
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    /** While a worker holds it; a claim older than the lease is taken over by another worker. */
    lockedUntil: moment("locked_until"),
    lastError: text("last_error"),
    sentAt: moment("sent_at"),
    /**
     * Messages where only the latest counts (an order's status): a newer one replaces a waiting one
     * with the same key. `collapseState` is what the message tells, e.g. the status "shipped".
     */
    collapseKey: text("collapse_key"),
    collapseState: text("collapse_state"),
    /** The order a message is about, for the order page's timeline ("e-mailed to ..."). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_emails_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_emails_collapse_idx").on(t.collapseKey).where(sql`${t.collapseKey} is not null`),
    index("outbox_emails_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;
