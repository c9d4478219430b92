import { type Database, reviewLinks } from "@store/db";
import { eq } from "drizzle-orm";
import { hashSecret, newSecretToken } from "../auth/tokens";
import { AppError } from "../errors/app-error";

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

/** The quote or request a token opens; a token that opens nothing is a 404 that says what to do. */
export async function subjectForToken(db: Database, token: string): Promise<DesignSubject> {
  const [link] = await db
    .select({ quoteId: reviewLinks.quoteId, submissionId: reviewLinks.submissionId })
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashSecret(token)));
  if (link?.quoteId) return { kind: "quote", id: link.quoteId };
  if (link?.submissionId) return { kind: "artwork", id: link.submissionId };
  throw AppError.notFound(REVIEW_LINK_NOT_FOUND);
}
