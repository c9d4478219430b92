import { customerSessions, type Database, profiles } from "@store/db";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { CUSTOMER_SESSION_MS } from "../../../auth/session-cookie";
import { newSessionRow, sessionNeedsTouch, sessionTokenHash } from "../../../auth/session-token";

/** Who a customer session belongs to: their profile (the account) and its address. */
export interface SessionCustomer {
  id: string;
  email: string;
}

/** Starts a customer session; only the token's hash is stored. */
export async function createCustomerSession(db: Database, profileId: string, now: Date): Promise<string> {
  const { token, row } = newSessionRow(now, CUSTOMER_SESSION_MS);
  await db.insert(customerSessions).values({ ...row, profileId });
  return token;
}

/** The customer of a live session, or null (unknown, expired, or an account merged away). */
export async function findCustomerSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionCustomer | null> {
  const [row] = await db
    .select({
      sessionId: customerSessions.id,
      lastSeenAt: customerSessions.lastSeenAt,
      id: profiles.id,
      email: profiles.email,
    })
    .from(customerSessions)
    .innerJoin(profiles, eq(profiles.id, customerSessions.profileId))
    .where(
      and(
        eq(customerSessions.tokenHash, sessionTokenHash(token)),
        gt(customerSessions.expiresAt, now),
        isNull(profiles.mergedIntoId),
      ),
    );
  if (!row) return null;
  if (sessionNeedsTouch(row.lastSeenAt, now))
    await db.update(customerSessions).set({ lastSeenAt: now }).where(eq(customerSessions.id, row.sessionId));
  return { id: row.id, email: row.email };
}

export async function endCustomerSession(db: Database, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, sessionTokenHash(token)));
}

/** Removes expired customer sessions (the housekeeping timer). */
export async function purgeExpiredCustomerSessions(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(customerSessions)
    .where(lt(customerSessions.expiresAt, now))
    .returning({ id: customerSessions.id });
  return gone.length;
}
