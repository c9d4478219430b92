import { type Database, outboxEmails } from "@store/db";
import { and, desc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";

/** One e-mail as a caller describes it; the worker adds the From address when it sends. */
export interface OutboxMessage {
  /** What the message is about, e.g. "order.placed" or "contact.received" (for logs and queries). */
  kind: string;
  to: string;
  /** Where a reply goes, e.g. the customer's address on the store's own notifications. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The order it is about, so the order page's timeline can say what was e-mailed to whom. */
  orderId?: string;
}

/**
 * Stores one pending e-mail; the mail worker sends it after the surrounding transaction commits.
 * Callers pass their transaction, so the e-mail is stored with the change it tells about, or not
 * at all (a transactional outbox): no e-mail about an order that was rolled back, no lost e-mail
 * about one that was saved.
 */
export async function enqueueEmail(
  db: Database,
  message: OutboxMessage,
  latest?: { collapse: Collapse; delayMs: number },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(outboxEmails)
    .values({
      kind: message.kind,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      orderId: message.orderId ?? null,
      ...(latest && {
        collapseKey: latest.collapse.key,
        collapseState: latest.collapse.state,
        // The database's clock, the one the worker and replaceWaiting compare with.
        nextAttemptAt: sql`now() + make_interval(secs => ${latest.delayMs / 1000})`,
      }),
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row;
}

/** A message of which only the latest counts: what it is about (`key`) and what it tells (`state`). */
export interface Collapse {
  key: string;
  state: string;
}

/**
 * Makes room for a newer message about `key`: any waiting one is withdrawn (one a worker is sending
 * right now stays). Answers whether the new one should go at all: not when `state` is what the
 * recipient last heard, from the newest message sent or being sent, else `heardFirst`.
 */
export async function replaceWaiting(
  tx: Database,
  { key, state }: Collapse,
  heardFirst: string,
): Promise<boolean> {
  const sameKey = eq(outboxEmails.collapseKey, key);
  // The database's clock, as the worker's lease is compared with it.
  const notBeingSent = or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, sql`now()`));
  await tx.delete(outboxEmails).where(and(sameKey, eq(outboxEmails.status, "pending"), notBeingSent));
  // Left now: sent, being sent, or given up (never heard).
  const [heard] = await tx
    .select({ state: outboxEmails.collapseState })
    .from(outboxEmails)
    .where(and(sameKey, ne(outboxEmails.status, "failed")))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return state !== (heard?.state ?? heardFirst);
}
