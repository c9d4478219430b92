import { type Database, sessions, type UserRole, users } from "@store/db";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Actor } from "../../audit/record-audit";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../auth/session-cookie";
import { newSessionRow, sessionNeedsTouch, sessionTokenHash } from "../../auth/session-token";
import { auditSignIn, auditSignOut, type SignInDevice } from "./sign-in-audit";

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  /** The owner requires two-factor sign-in and this staff member has none yet (two-factor/factors.ts). */
  twoFactorSetupDue?: true;
}

/** How a session starts: the browser it is for and how the person proved who they are. */
export interface SessionStart extends SignInDevice {
  /** "password", "password+totp", "password+recovery", "passkey"… (shown in "your sessions"). */
  method?: string;
  now?: Date;
}

// A User-Agent is the browser's own words; more than this is not a browser's.
const MAX_USER_AGENT = 512;

/**
 * Starts a session for a user and returns the token for the cookie (only its hash is stored). The
 * sign-in goes into the audit log in the same transaction, whichever way it was proved. A Date in
 * place of the start is the moment, as older callers pass it.
 */
export async function createSession(
  db: Database,
  userId: string,
  start: SessionStart | Date = {},
): Promise<string> {
  const {
    now = new Date(),
    method = "password",
    userAgent,
    ipAddress,
  } = start instanceof Date ? { now: start } : start;
  const { token, row } = newSessionRow(now, SESSION_ABSOLUTE_MS);
  const device = { userAgent: userAgent?.slice(0, MAX_USER_AGENT) ?? null, ipAddress: ipAddress ?? null };
  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ ...row, userId, method, ...device })
      .returning({ id: sessions.id });
    const [person] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (session && person) await auditSignIn(tx, person, { id: session.id, method, ...device });
  });
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

/**
 * Signing out: ends the session the cookie names and writes it to the audit log. With an API key
 * there is no session to end (the key stays valid); nothing is written then.
 */
export async function signOut(db: Database, person: Actor, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, sessionTokenHash(token)))
      .returning({ id: sessions.id });
    if (ended) await auditSignOut(tx, person, ended.id);
  });
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
