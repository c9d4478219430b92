import { type Database, sessions, type UserRole, users } from "@store/db";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../auth/session-cookie";
import { newSessionRow, sessionNeedsTouch, sessionTokenHash } from "../../auth/session-token";

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  /** The owner requires two-factor sign-in and this staff member has none yet (two-factor/factors.ts). */
  twoFactorSetupDue?: true;
}

/** Starts a session for a user and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Database, userId: string, now = new Date()): Promise<string> {
  const { token, row } = newSessionRow(now, SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ ...row, userId });
  return token;
}

/**
 * The signed-in user for a token, or null when the session is unknown, idle too long or past its
 * absolute limit. The user's role is read fresh, so a demoted admin loses access at once.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sessionTokenHash(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        // A deactivated account's sessions are ended with it; this holds even for one missed.
        isNull(users.deactivatedAt),
      ),
    );
  if (!row) return null;
  if (sessionNeedsTouch(row.lastSeenAt, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, role: row.role };
}

/** Ends the session a token belongs to. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sessionTokenHash(token)));
}

/** How many rows one sweep statement removes: short transactions, short row locks. */
export const SWEEP_BATCH = 1_000;

/**
 * Removes sessions that can no longer be used (past the absolute limit, or idle too long) and
 * returns how many went; run by the housekeeping timer, not on the request path. Rows go in
 * batches locked with SKIP LOCKED, so processes sweeping at once take different rows and never
 * wait on one another or on a request touching a session.
 */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const expired = or(
    lt(sessions.expiresAt, now),
    lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );
  let removed = 0;
  for (;;) {
    const batch = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(expired)
      .limit(SWEEP_BATCH)
      .for("update", { skipLocked: true });
    const gone = await db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
    removed += gone.length;
    if (gone.length < SWEEP_BATCH) return removed;
  }
}
