import { type ContactSubmission, contactSubmissions, type Database } from "@store/db";
import { desc } from "drizzle-orm";
import type { ContactInput, ContactSubmissionDto } from "../schemas/submissions";

/** A stored contact message in the wire's field names. */
export function toContactDto(row: ContactSubmission): ContactSubmissionDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

/** Stores a message from the contact form; the visitor only learns its id. */
export async function createContactSubmission(db: Database, input: ContactInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ name: input.name, email: input.email, phone: input.phone, message: input.message })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error("contact insert returned no row");
  return row;
}

/** Every contact message, newest first. */
export async function listContactSubmissions(db: Database): Promise<ContactSubmissionDto[]> {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return rows.map(toContactDto);
}
