import { type Database, teamStoreCoachLinks } from "@store/db";
import { and, eq, isNull } from "drizzle-orm";
import { hashSecret, newSecretToken } from "../../../auth/tokens";
import { AppError } from "../../../errors/app-error";

/** The coach's private page, as a path on the site. */
export const coachPath = (token: string) => `/coach/${token}`;

export const COACH_LINK_NOT_FOUND =
  "This coach link is not valid. Use the latest link from the store's e-mail, or contact the store.";

/** A new private link for the store's coach; only the hash is kept. */
export async function issueCoachLink(db: Database, storeId: string): Promise<string> {
  const token = newSecretToken();
  await db.insert(teamStoreCoachLinks).values({ tokenHash: hashSecret(token), storeId });
  return token;
}

/** Every link of the store stops working (staff send a fresh one after a coach changes). */
export async function revokeCoachLinks(db: Database, storeId: string, now: Date): Promise<void> {
  await db
    .update(teamStoreCoachLinks)
    .set({ revokedAt: now })
    .where(and(eq(teamStoreCoachLinks.storeId, storeId), isNull(teamStoreCoachLinks.revokedAt)));
}

/** The store a coach link opens; unknown or revoked links are a 404 that says what to do. */
export async function storeIdForCoachToken(db: Database, token: string): Promise<string> {
  const [link] = await db
    .select({ storeId: teamStoreCoachLinks.storeId })
    .from(teamStoreCoachLinks)
    .where(and(eq(teamStoreCoachLinks.tokenHash, hashSecret(token)), isNull(teamStoreCoachLinks.revokedAt)));
  if (!link) throw AppError.notFound(COACH_LINK_NOT_FOUND);
  return link.storeId;
}
