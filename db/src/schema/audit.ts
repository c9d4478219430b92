import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * Who changed what: one row per admin change, written with the change and never edited. The
 * actor's email is copied so the entry still reads right after the account changes or is gone.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** What was done, as "<entity>.<verb>", e.g. "product.update". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_entries_created_at_idx").on(t.createdAt),
    index("audit_entries_entity_idx").on(t.entity, t.entityId, t.createdAt),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
