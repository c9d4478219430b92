import { type AuditEntry, auditEntries } from "@store/db";
import { and, count, desc, eq } from "drizzle-orm";
import type { Paged } from "../../common/admin-list";
import type { ReadArgs } from "../service-args";
import type { AuditEntity, AuditEntryDto, AuditLastChangeInput, AuditListInput } from "./audit-schemas";

// Writing an entry lives below the domains, so sign-in can write one too; named here as before.
export { type Actor, type AuditChange, recordAudit, type SystemActor } from "../../audit/record-audit";

function toAuditEntryDto(row: AuditEntry): AuditEntryDto {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    entity: row.entity as AuditEntity,
    entity_id: row.entityId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

// Entries written in the same millisecond keep a fixed order: the id breaks ties.
const newestFirst = [desc(auditEntries.createdAt), desc(auditEntries.id)];

/** One page of the audit log, newest first, optionally for one kind of record or one record. */
export async function listAuditPage({ db, input }: ReadArgs<AuditListInput>): Promise<Paged<AuditEntryDto>> {
  const where = and(
    input.entity ? eq(auditEntries.entity, input.entity) : undefined,
    input.entity_id ? eq(auditEntries.entityId, input.entity_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(...newestFirst)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(auditEntries).where(where),
  ]);
  return {
    items: rows.map(toAuditEntryDto),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** A record's latest change, or null when none is recorded. */
export async function lastChange({
  db,
  input,
}: ReadArgs<AuditLastChangeInput>): Promise<AuditEntryDto | null> {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, input.entity), eq(auditEntries.entityId, input.entityId)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ? toAuditEntryDto(row) : null;
}
