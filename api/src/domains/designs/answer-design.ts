import { proofs } from "@store/db";
import { awaitingCustomer, designStatusWords } from "@store/db/catalogue";
import { desc, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import { customerAnsweredForStore } from "../../mail/templates/design";
import type { MailArgs, ReadArgs } from "../service-args";
import { recordStep } from "./design-history";
import { adminUrl, designEmailFacts, lockRecord, setRecordStatus } from "./design-records";
import type { ReviewResponseInput } from "./design-schemas";
import type { DesignSubject } from "./review-links";

/**
 * The proof the customer names must be the latest one sent: an older one has been replaced, and
 * one never sent (or none at all) cannot be approved. Each is a 409 that says what to answer instead.
 */
function checkProofVersion(named: number, latest: number | undefined, kind: DesignSubject["kind"]) {
  if (latest === undefined) {
    throw AppError.conflict(
      `There is no Proof ${named}: no proof has been sent for this ${kind === "quote" ? "quote" : "request"} yet. Reload the page and answer what it shows.`,
    );
  }
  if (named > latest) {
    throw AppError.conflict(
      `There is no Proof ${named}: the latest proof is Proof ${latest}. Please look at it and answer that one.`,
    );
  }
  if (named < latest) {
    throw AppError.conflict(
      `A newer proof (version ${latest}) has been sent since. Please look at it and answer that one.`,
    );
  }
}

/**
 * The customer approves, or asks for changes with a comment, on a subject already found (by its
 * private link, or by the signed-in customer whose account holds it). Only what waits for them can
 * be answered, and only the latest proof: an answer to an older version, a second answer, or an
 * answer after approval is refused with a message, and nothing changes. The store is e-mailed.
 */
export async function answerDesign(
  options: ReadArgs<ReviewResponseInput> & MailArgs & { subject: DesignSubject },
): Promise<void> {
  const { db, subject, input, mail } = options;
  await db.transaction(async (tx) => {
    const record = await lockRecord(tx, subject);
    const [latest] = await tx
      .select()
      .from(proofs)
      .where(subject.kind === "quote" ? eq(proofs.quoteId, subject.id) : eq(proofs.submissionId, subject.id))
      .orderBy(desc(proofs.version))
      .limit(1);
    if (!awaitingCustomer.includes(record.status) || latest?.response) {
      throw AppError.conflict(
        `There is nothing waiting for your answer: this ${subject.kind === "quote" ? "quote" : "request"} is ${designStatusWords[record.status].toLowerCase()}.`,
      );
    }
    if (input.proof_version) checkProofVersion(input.proof_version, latest?.version, subject.kind);
    const status = input.decision === "approve" ? "approved" : "changes_requested";
    if (latest) {
      await tx
        .update(proofs)
        .set({ response: status, responseComment: input.comment, respondedAt: new Date() })
        .where(eq(proofs.id, latest.id));
    }
    await setRecordStatus(tx, subject, status);
    await recordStep(tx, subject, {
      kind: status,
      actor: "customer",
      actorName: record.customerName,
      message: input.comment,
      proofVersion: latest?.version ?? null,
      fromStatus: record.status,
      toStatus: status,
    });
    await enqueueEmail(tx, {
      kind: `${subject.kind}.${status}`,
      to: mail.storeEmail,
      replyTo: record.email,
      ...customerAnsweredForStore(
        designEmailFacts({ ...record, status }, input.token, mail),
        input.decision,
        input.comment,
        adminUrl(subject, mail),
      ),
    });
  });
  mail.wake?.();
}
