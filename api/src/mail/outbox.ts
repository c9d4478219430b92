import { type Database, outboxEmails } from "@store/db";

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
}

/**
 * Stores one pending e-mail; the mail worker sends it after the surrounding transaction commits.
 * Callers pass their transaction, so the e-mail is stored with the change it tells about, or not
 * at all (a transactional outbox): no e-mail about an order that was rolled back, no lost e-mail
 * about one that was saved.
 */
export async function enqueueEmail(db: Database, message: OutboxMessage): Promise<{ id: string }> {
  const [row] = await db
    .insert(outboxEmails)
    .values({
      kind: message.kind,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row;
}
