import { type Database, type DesignEvent, designEvents, type Proof, proofs } from "@store/db";
import type { DesignStatus } from "@store/db/catalogue";
import { asc, desc, eq } from "drizzle-orm";
import type { EventDto, ProofDto } from "./design-schemas";
import { type DesignSubject, subjectColumns } from "./review-links";

/** One step of a quote's or request's life, as the caller knows it. */
export interface DesignStep {
  kind:
    | "requested"
    | "quote_sent"
    | "proof_sent"
    | "approved"
    | "changes_requested"
    | "status_changed"
    | "order_created";
  actor: "staff" | "customer";
  actorUserId?: string | null;
  actorName: string;
  message?: string | null;
  proofVersion?: number | null;
  fromStatus?: DesignStatus | null;
  toStatus?: DesignStatus | null;
}

/** Who took a step done by a staff member: the step names them as the history shows them. */
export const byStaff = (actor: { id: string; email: string }) =>
  ({ actor: "staff", actorUserId: actor.id, actorName: actor.email }) as const;

/** Writes one step of the history; call it in the transaction of the change it describes. */
export async function recordStep(tx: Database, subject: DesignSubject, step: DesignStep): Promise<void> {
  await tx.insert(designEvents).values({
    ...subjectColumns(subject),
    kind: step.kind,
    actor: step.actor,
    actorUserId: step.actorUserId ?? null,
    actorName: step.actorName,
    message: step.message ?? null,
    proofVersion: step.proofVersion ?? null,
    fromStatus: step.fromStatus ?? null,
    toStatus: step.toStatus ?? null,
  });
}

/** The first step of every quote and artwork request: the customer asked, and it is new. */
export const recordRequested = (
  tx: Database,
  subject: DesignSubject,
  customer: { name: string; message: string | null },
) =>
  recordStep(tx, subject, {
    kind: "requested",
    actor: "customer",
    actorName: customer.name,
    message: customer.message,
    toStatus: "new",
  });

const whereSubject = (table: typeof designEvents | typeof proofs, subject: DesignSubject) =>
  subject.kind === "quote" ? eq(table.quoteId, subject.id) : eq(table.submissionId, subject.id);

function toEventDto(row: DesignEvent): EventDto {
  return {
    kind: row.kind,
    actor: row.actor,
    actor_name: row.actorName,
    message: row.message,
    proof_version: row.proofVersion,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    at: row.createdAt.toISOString(),
  };
}

export function toProofDto(row: Proof): ProofDto {
  return {
    version: row.version,
    file_url: row.fileUrl,
    file_name: row.fileName,
    file_type: row.fileType,
    file_size: row.fileSize,
    message: row.message,
    response: row.response,
    response_comment: row.responseComment,
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every step, oldest first (the id keeps steps of one millisecond in a fixed order). */
export async function historyOf(db: Database, subject: DesignSubject): Promise<EventDto[]> {
  const rows = await db
    .select()
    .from(designEvents)
    .where(whereSubject(designEvents, subject))
    .orderBy(asc(designEvents.createdAt), asc(designEvents.id));
  return rows.map(toEventDto);
}

/** Every proof, newest version first. */
export async function proofsOf(db: Database, subject: DesignSubject): Promise<ProofDto[]> {
  const rows = await db
    .select()
    .from(proofs)
    .where(whereSubject(proofs, subject))
    .orderBy(desc(proofs.version));
  return rows.map(toProofDto);
}
