import { auditEntries, type Database } from "@store/db";
import type { auditEntities } from "../common/admin-list-facts";

// Outside the domains on purpose: sign-in (auth) writes entries too, and the staff domain that
// lists the log already uses auth, so the writing lives below both (test/domain-cycles.test.ts).

type AuditEntity = (typeof auditEntities)[number];

/** Who makes a change: the signed-in admin, as the procedures know it from `ctx.user`. */
export interface Actor {
  id: string;
  email: string;
}

/** A change nobody signed in made: a payment provider's event ("Stripe"), the store's own clock. */
export interface SystemActor {
  id: null;
  email: string;
}

/** What changed; `before` is null for a creation, `after` null for a deletion. */
export interface AuditChange {
  action: `${AuditEntity}.${string}`;
  entity: AuditEntity;
  entityId: string;
  summary: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry and the
 * change are stored together or not at all.
 */
export async function recordAudit(
  db: Database,
  actor: Actor | SystemActor,
  change: AuditChange,
): Promise<void> {
  await db.insert(auditEntries).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    summary: change.summary,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
