import { type Database, proofs } from "@store/db";
import {
  artworkTitle,
  awaitingCustomer,
  designStatusWords,
  isTeamSport,
  teamSportLabels,
} from "@store/db/catalogue";
import { desc, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { customerAnsweredForStore } from "../../mail/templates/design";
import { recordStep } from "../designs/design-history";
import { adminUrl, designEmailFacts, lockRecord, setRecordStatus } from "../designs/design-records";
import { type DesignSubject, subjectForToken } from "../designs/review-links";
import { getQuote } from "../quotes/request-quote";
import { getArtworkDetail } from "../submissions/artwork-status";
import type { ReviewDto, ReviewResponseInput } from "./schemas";

/** What the customer's private link shows: the request, the price, every proof, the history. */
export async function getReview(db: Database, token: string): Promise<ReviewDto> {
  return reviewOf(db, await subjectForToken(db, token));
}

export async function reviewOf(db: Database, subject: DesignSubject): Promise<ReviewDto> {
  // The staff views already read the proofs and the history; the customer's page shows the same.
  if (subject.kind === "quote") {
    const quote = await getQuote(db, subject.id);
    // The order's own private link went to the customer in its confirmation e-mail; a page view
    // does not mint new ones.
    const order = quote.order ? { number: quote.order.number, tracking_path: null } : null;
    return {
      subject: "quote",
      reference: quote.reference,
      status: quote.status,
      team_name: quote.team_name,
      contact_name: quote.contact_name,
      created_at: quote.created_at,
      quote: {
        sport: isTeamSport(quote.sport) ? teamSportLabels[quote.sport] : quote.sport,
        package: quote.package,
        additional_items: quote.additional_items,
        rush: quote.rush,
        needed_by: quote.needed_by,
        colors: quote.colors,
        roster: quote.roster,
        estimate: quote.estimate,
        estimate_lines: quote.estimate_lines.map(({ label, quantity, unit_price, amount }) => ({
          label,
          quantity,
          unit_price,
          amount,
        })),
        final_price: quote.final_price,
        quote_message: quote.quote_message,
        order,
      },
      artwork: null,
      proofs: quote.proofs,
      history: quote.history,
      can_respond: canRespond(quote.status, quote.proofs[0]),
    };
  }
  const request = await getArtworkDetail(db, subject.id);
  return {
    subject: "artwork",
    reference: artworkTitle(request.number, request.team_name),
    status: request.status,
    team_name: request.team_name,
    contact_name: request.name,
    created_at: request.created_at,
    quote: null,
    artwork: { products_interested: request.products_interested, artwork_details: request.artwork_details },
    proofs: request.proofs,
    history: request.history,
    can_respond: canRespond(request.status, request.proofs[0]),
  };
}

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

/** Something waits for the customer: a quote or a proof that has no answer yet. */
const canRespond = (status: ReviewDto["status"], latest: { response: string | null } | undefined) =>
  awaitingCustomer.includes(status) && (latest === undefined || latest.response === null);

/**
 * The customer approves, or asks for changes with a comment. Only what waits for them can be
 * answered, and only the latest proof: an answer to an older version, a second answer, or an
 * answer after approval is refused with a message, and nothing changes. The store is e-mailed.
 */
export async function respondToReview(
  db: Database,
  input: ReviewResponseInput,
  mail: MailSettings,
): Promise<ReviewDto> {
  return respondFor(db, await subjectForToken(db, input.token), input, mail);
}

/**
 * The answer itself, for a subject already found: by its private link, or by the signed-in
 * customer whose account holds it (the store's e-mail then links a fresh private link).
 */
export async function respondFor(
  db: Database,
  subject: DesignSubject,
  input: ReviewResponseInput,
  mail: MailSettings,
): Promise<ReviewDto> {
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
  return reviewOf(db, subject);
}
