import { customArtworkSubmissions, type Database, quotes, reviewLinks } from "@store/db";
import { closedStatuses, type DesignStatus, quoteReference, storeContact } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { hashSecret, newSecretToken } from "../../auth/tokens";
import { AppError } from "../../errors/app-error";

/** A quote or an artwork request: the two things that get proofs and a customer's approval. */
export type DesignSubject = { kind: "quote"; id: string } | { kind: "artwork"; id: string };

/** The subject's link columns, for the tables that belong to one quote or one request. */
export const subjectColumns = (subject: DesignSubject) =>
  subject.kind === "quote"
    ? { quoteId: subject.id, submissionId: null }
    : { quoteId: null, submissionId: subject.id };

/** The customer's private page, as a path on the site. */
export const reviewPath = (token: string) => `/review/${token}`;

export const REVIEW_LINK_NOT_FOUND =
  "This link is not valid. Use the latest link from your e-mail, or contact the store.";

/**
 * Makes a new private link and returns its token; only the hash is stored, so each e-mail or
 * answer that needs a link gets one of its own (all of them open the same quote or request).
 */
export async function addReviewLink(db: Database, subject: DesignSubject): Promise<string> {
  const token = newSecretToken();
  await db.insert(reviewLinks).values({ tokenHash: hashSecret(token), ...subjectColumns(subject) });
  return token;
}

/** Why a closed record's link opens nothing, and how to reach the store instead. */
export function closedLinkMessage(
  record: { kind: "quote"; number: number } | { kind: "artwork"; teamName: string },
  status: DesignStatus,
): string {
  const what =
    record.kind === "quote"
      ? `Quote ${quoteReference(record.number)}`
      : `The artwork request for ${record.teamName}`;
  const state = status === "cancelled" ? "was cancelled" : "is completed";
  return `${what} ${state}, so its page is closed. For anything about it, call the store at ${storeContact.phone} or e-mail ${storeContact.email}.`;
}

/**
 * The quote or request a token opens. A token that opens nothing is a 404 that says what to do;
 * one whose quote or request is completed or cancelled is a 410 that says so and how to reach the
 * store (the page opens again if staff reopen a cancelled one).
 */
export async function subjectForToken(db: Database, token: string): Promise<DesignSubject> {
  const [link] = await db
    .select({
      quoteId: reviewLinks.quoteId,
      submissionId: reviewLinks.submissionId,
      quoteNumber: quotes.number,
      quoteStatus: quotes.status,
      teamName: customArtworkSubmissions.teamName,
      artworkStatus: customArtworkSubmissions.status,
    })
    .from(reviewLinks)
    .leftJoin(quotes, eq(quotes.id, reviewLinks.quoteId))
    .leftJoin(customArtworkSubmissions, eq(customArtworkSubmissions.id, reviewLinks.submissionId))
    .where(eq(reviewLinks.tokenHash, hashSecret(token)));
  if (link?.quoteId && link.quoteNumber !== null && link.quoteStatus !== null) {
    if (closedStatuses.includes(link.quoteStatus)) {
      throw AppError.gone(closedLinkMessage({ kind: "quote", number: link.quoteNumber }, link.quoteStatus));
    }
    return { kind: "quote", id: link.quoteId };
  }
  if (link?.submissionId && link.teamName !== null && link.artworkStatus !== null) {
    if (closedStatuses.includes(link.artworkStatus)) {
      throw AppError.gone(
        closedLinkMessage({ kind: "artwork", teamName: link.teamName }, link.artworkStatus),
      );
    }
    return { kind: "artwork", id: link.submissionId };
  }
  throw AppError.notFound(REVIEW_LINK_NOT_FOUND);
}
