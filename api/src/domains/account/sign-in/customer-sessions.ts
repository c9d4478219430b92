import { customerSessions, type Database, profiles } from "@store/db";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { CUSTOMER_SESSION_MS } from "../../../auth/session-cookie";
import { hashSecret, newSecretToken } from "../../../auth/tokens";

/** Who a customer session belongs to: their profile (the account) and its address. */
export interface SessionCustomer {
  id: string;
  email: string;
}

const TOUCH_AFTER_MS = 60 * 1000;

/** Starts a customer session; only the token's hash is stored. */
export async function createCustomerSession(db: Database, profileId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await db.insert(customerSessions).values({
    tokenHash: hashSecret(token),
    profileId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + CUSTOMER_SESSION_MS),
  });
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
        eq(customerSessions.tokenHash, hashSecret(token)),
        gt(customerSessions.expiresAt, now),
        isNull(profiles.mergedIntoId),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS)
    await db.update(customerSessions).set({ lastSeenAt: now }).where(eq(customerSessions.id, row.sessionId));
  return { id: row.id, email: row.email };
}

export async function endCustomerSession(db: Database, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSecret(token)));
}

/** Removes expired customer sessions (the housekeeping timer). */
export async function purgeExpiredCustomerSessions(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(customerSessions)
    .where(lt(customerSessions.expiresAt, now))
    .returning({ id: customerSessions.id });
  return gone.length;
}
