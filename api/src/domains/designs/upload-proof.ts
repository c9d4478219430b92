import { proofs } from "@store/db";
import { designStatusWords, openForProofs } from "@store/db/catalogue";
import { eq, max } from "drizzle-orm";
import { enqueueEmail } from "../../mail/outbox";
import { proofReadyForCustomer } from "../../mail/templates/design";
import type { FileStorage } from "../../storage/storage";
import { checkUpload } from "../../uploads/validate";
import type { ChangeArgs, MailArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { artworkUploadRules } from "./artwork-upload-rules";
import { byStaff, recordStep, toProofDto } from "./design-history";
import {
  conflictForStatus,
  type DesignRecord,
  designEmailFacts,
  lockRecord,
  setRecordStatus,
} from "./design-records";
import type { ProofDto, ProofFormInput } from "./design-schemas";
import { addReviewLink, type DesignSubject, subjectColumns } from "./review-links";

/**
 * Sends a new proof: the file is checked (JPEG, PNG, GIF or PDF by its bytes, at most 10 MB) and
 * stored, then in one transaction the proof gets the next version number, the status becomes
 * "proof sent", the history and the audit log record it, and the customer's e-mail with a fresh
 * private link is queued. If anything fails, the stored file is removed again.
 */
export async function uploadProof(
  options: ChangeArgs<ProofFormInput> & MailArgs & { storage: FileStorage },
): Promise<ProofDto> {
  const { db, storage, actor, input, mail } = options;
  const subject: DesignSubject = { kind: input.subject, id: input.id };
  // The record is looked at before the file is read or stored: a wrong id costs nothing.
  await db.transaction((tx) => lockRecord(tx, subject).then(refuseClosed));
  const upload = await checkUpload(input.file, artworkUploadRules);
  const saved = await storage.save("proofs", upload.bytes, upload.type.extension);
  try {
    const proof = await db.transaction(async (tx) => {
      const record = refuseClosed(await lockRecord(tx, subject));
      const [latest] = await tx
        .select({ version: max(proofs.version) })
        .from(proofs)
        .where(
          subject.kind === "quote" ? eq(proofs.quoteId, subject.id) : eq(proofs.submissionId, subject.id),
        );
      const version = (latest?.version ?? 0) + 1;
      const [row] = await tx
        .insert(proofs)
        .values({
          ...subjectColumns(subject),
          version,
          fileUrl: saved.url,
          fileName: upload.displayName,
          fileType: upload.type.mime,
          fileSize: upload.bytes.byteLength,
          message: input.message,
          createdBy: actor.id,
        })
        .returning();
      if (!row) throw new Error("proof insert returned no row");
      await setRecordStatus(tx, subject, "proof_sent");
      await recordStep(tx, subject, {
        kind: "proof_sent",
        ...byStaff(actor),
        message: input.message,
        proofVersion: version,
        fromStatus: record.status,
        toStatus: "proof_sent",
      });
      await recordAudit(tx, actor, {
        action: `${subject.kind}.proof_sent`,
        entity: subject.kind,
        entityId: subject.id,
        summary: `Sent proof ${version} for ${record.title}.`,
        before: { status: record.status },
        after: { status: "proof_sent", proof: toProofDto(row) },
      });
      const token = await addReviewLink(tx, subject);
      const facts = designEmailFacts({ ...record, status: "proof_sent" }, token, mail);
      await enqueueEmail(tx, {
        kind: `${subject.kind}.proof_sent`,
        to: record.email,
        ...proofReadyForCustomer(facts, version, input.message),
      });
      return toProofDto(row);
    });
    mail.wake?.();
    return proof;
  } catch (error) {
    await storage.remove(saved.key).catch(() => undefined);
    throw error;
  }
}

/** Proofs go out until the customer approves; an approved, running or closed job takes none. */
function refuseClosed(record: DesignRecord): DesignRecord {
  if (!openForProofs.includes(record.status)) {
    throw conflictForStatus(
      record,
      "a new proof can be sent only before the customer approves, and not once it is closed.",
      designStatusWords[record.status].toLowerCase(),
    );
  }
  return record;
}
