import { authChallenges, type Database } from "@store/db";
import { and, eq, gt, lt } from "drizzle-orm";
import { hashSecret } from "../../../auth/tokens";

/** What a challenge row stands for (auth_challenges.kind). */
export type ChallengeKind = "second_factor" | "totp_setup" | "passkey_registration" | "passkey_sign_in";

/** Long enough to find the phone and type a code; short enough that a stolen step is soon worthless. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Wrong codes one sign-in step takes before it is ended (sign in with the password again). */
export const CHALLENGE_ATTEMPTS = 5;

export type Challenge = typeof authChallenges.$inferSelect;

/**
 * Stores a challenge found later by its token (only the token's hash is kept). `challenge` holds
 * what the step needs to remember: a WebAuthn challenge, or a TOTP secret being set up.
 */
export async function createChallenge(
  db: Database,
  args: { kind: ChallengeKind; token: string; userId: string | null; challenge?: string; now: Date },
): Promise<Date> {
  const expiresAt = new Date(args.now.getTime() + CHALLENGE_MS);
  // Old steps are of no use to anyone: each new one sweeps the expired away.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, args.now));
  await db.insert(authChallenges).values({
    tokenHash: hashSecret(args.token),
    kind: args.kind,
    userId: args.userId,
    challenge: args.challenge ?? null,
    createdAt: args.now,
    expiresAt,
  });
  return expiresAt;
}

/** The live challenge of this kind for a token, or null when unknown, expired or used up. */
export async function findChallenge(
  db: Database,
  kind: ChallengeKind,
  token: string,
  now: Date,
): Promise<Challenge | null> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.tokenHash, hashSecret(token)),
        eq(authChallenges.kind, kind),
        gt(authChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Takes a challenge for good: true for the one caller that removed it, false for a replay or a
 * second request racing it (the delete is the lock).
 */
export async function consumeChallenge(db: Database, id: string): Promise<boolean> {
  const gone = await db
    .delete(authChallenges)
    .where(eq(authChallenges.id, id))
    .returning({ id: authChallenges.id });
  return gone.length === 1;
}

/** Counts a wrong code against a sign-in step; the step ends at the limit. Returns the attempts left. */
export async function countWrongAttempt(db: Database, challenge: Challenge): Promise<number> {
  const attempts = challenge.attempts + 1;
  if (attempts >= CHALLENGE_ATTEMPTS) {
    await db.delete(authChallenges).where(eq(authChallenges.id, challenge.id));
    return 0;
  }
  await db.update(authChallenges).set({ attempts }).where(eq(authChallenges.id, challenge.id));
  return CHALLENGE_ATTEMPTS - attempts;
}

/** Removes a person's pending steps of a kind (a TOTP setup started again replaces the old one). */
export async function dropChallenges(db: Database, userId: string, kind: ChallengeKind): Promise<void> {
  await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.userId, userId), eq(authChallenges.kind, kind)));
}
