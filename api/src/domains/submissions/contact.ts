import { type ContactSubmission, contactSubmissions, type Database } from "@store/db";
import {
  type IdempotencyCaller,
  idempotencyClaim,
  oncePerKey,
  type Remember,
} from "../../common/idempotency";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { contactReceivedForStore } from "../../mail/templates/submissions";
import type { MailArgs, ReadArgs } from "../service-args";
import type { ContactInput, ContactRequestInput, ContactSubmissionDto } from "./schemas";

/** A stored contact message in the wire's field names. */
export function toContactDto(row: ContactSubmission): ContactSubmissionDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Stores a message from the contact form with the store's e-mail about it, in one transaction: a
 * message is never stored without its notification, nor a notification sent for a message that was
 * not stored. The visitor only learns its id. A repeat with the same idempotency key by the same
 * caller (a double click, a retry) stores nothing new and answers with the first message's id.
 */
export async function createContactSubmission(
  options: ReadArgs<ContactRequestInput> & MailArgs & { caller: IdempotencyCaller },
): Promise<{ value: { id: string }; replayed: boolean }> {
  const { db, caller, mail } = options;
  const { idempotency_key, ...input } = options.input;
  const claim = idempotencyClaim("contact", caller, idempotency_key, input);
  return oncePerKey(
    db,
    claim,
    "message",
    (remember) => storeContact(db, input, mail, remember),
    async (id) => ({ id }),
  );
}

async function storeContact(db: Database, input: ContactInput, mail: MailSettings, remember: Remember) {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactSubmissions)
      .values({ name: input.name, email: input.email, phone: input.phone, message: input.message })
      .returning();
    if (!inserted) throw new Error("contact insert returned no row");
    await remember(tx, inserted.id);
    await enqueueEmail(tx, {
      kind: "contact.received",
      to: mail.storeEmail,
      replyTo: inserted.email,
      ...contactReceivedForStore(inserted),
    });
    return inserted;
  });
  mail.wake?.();
  return { id: row.id };
}
