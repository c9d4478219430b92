import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { auditEntities } from "../../common/admin-list-facts";

export { auditEntities };
export type AuditEntity = (typeof auditEntities)[number];

export const auditEntity = z.enum(auditEntities, {
  error: `entity must be one of: ${auditEntities.join(", ")}.`,
});

const entityId = z
  .string({ error: "entity_id must be text." })
  .trim()
  .max(300, "entity_id must be at most 300 characters.");

/**
 * A page of the audit log, always newest first, optionally narrowed to one kind of record and to
 * one record (an id alone means nothing without its kind, so it needs `entity`).
 */
export const auditListInput = pagedListInput(["created_at"], "created_at")
  .pick({ page: true, page_size: true })
  .extend({
    entity: auditEntity.optional(),
    entity_id: entityId.optional().transform((v) => (v ? v : undefined)),
  })
  .strict()
  .refine((input) => input.entity_id === undefined || input.entity !== undefined, {
    error: "entity_id needs entity too.",
    path: ["entity"],
  })
  .meta({ dependentRequired: { entity_id: ["entity"] } })
  .prefault({});
export type AuditListInput = z.infer<typeof auditListInput>;

/** One record's latest change. */
export const auditLastChangeInput = z
  .object({ entity: auditEntity, entityId: entityId.min(1, "entityId is required.") })
  .strict();
export type AuditLastChangeInput = z.infer<typeof auditLastChangeInput>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The account that made the change; null once that account no longer exists. */
  actor_id: z.string().nullable(),
  /** The account's email when the change was made. */
  actor_email: z.string(),
  /** "<entity>.<verb>", e.g. "product.update". */
  action: z.string(),
  entity: auditEntity,
  entity_id: z.string(),
  summary: z.string(),
  /** The record before the change (null for a creation), after it (null for a deletion). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pagedAnswer(auditEntrySchema);
