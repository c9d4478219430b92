import { type Database, contactSubmissions as messages } from "@store/db";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Paged } from "../../common/admin-list";
import { isUuid, notFound } from "../../common/not-found";
import { containsAny, startOfMonthIn } from "../../common/sql-search";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import type { ChangeArgs, ReadArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { toContactDto } from "./contact";
import type { ContactListInput, ContactReadInput, ContactStats } from "./contact-schemas";
import type { ContactSubmissionDto } from "./schemas";

function contactFilter({ search, unread }: ContactListInput): SQL | undefined {
  return and(
    unread === true ? isNull(messages.readAt) : unread === false ? isNotNull(messages.readAt) : undefined,
    containsAny(search, [messages.name, messages.email, messages.message]),
  );
}

function contactSort({ sort, dir }: ContactListInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = {
    created_at: messages.createdAt,
    name: sql`lower(${messages.name})`,
    email: sql`lower(${messages.email})`,
  }[sort];
  return [by(column), by(messages.id)];
}

/** One page of contact messages in the requested order, and how many match in all. */
export async function listContactPage(
  options: ReadArgs<ContactListInput>,
): Promise<Paged<ContactSubmissionDto>> {
  const { db, input } = options;
  const where = contactFilter(input);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...contactSort(input))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return {
    items: rows.map(toContactDto),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** Every message; those nobody has opened; those sent this calendar month (store time). */
export async function contactStats({ db }: { db: Database }): Promise<ContactStats> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${messages.readAt} is null)`.mapWith(Number),
      thisMonth:
        sql<number>`count(*) filter (where ${messages.createdAt} >= ${startOfMonthIn(STORE_TIME_ZONE)})`.mapWith(
          Number,
        ),
    })
    .from(messages);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0, this_month: row?.thisMonth ?? 0 };
}

/**
 * Marks a message read (keeping when it was first opened) or unread again, with its audit entry in
 * the same transaction. Asking for what it already is changes nothing and writes no entry.
 */
export async function setContactRead(options: ChangeArgs<ContactReadInput>): Promise<ContactSubmissionDto> {
  const { db, actor, input } = options;
  const { id, read } = input;
  if (!isUuid(id)) throw notFound("contact message", id);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for("update");
    if (!row) throw notFound("contact message", id);
    if ((row.readAt !== null) === read) return toContactDto(row);
    const [updated] = await tx
      .update(messages)
      .set({ readAt: read ? sql`now()` : null })
      .where(eq(messages.id, id))
      .returning();
    if (!updated) throw notFound("contact message", id);
    await recordAudit(tx, actor, {
      action: read ? "contact.read" : "contact.unread",
      entity: "contact",
      entityId: id,
      summary: `Marked the message from ${row.name} <${row.email}> as ${read ? "read" : "unread"}.`,
      before: { read_at: row.readAt?.toISOString() ?? null },
      after: { read_at: updated.readAt?.toISOString() ?? null },
    });
    return toContactDto(updated);
  });
}
