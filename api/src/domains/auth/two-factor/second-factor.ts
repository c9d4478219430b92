import { type Database, users } from "@store/db";
import { eq } from "drizzle-orm";
import { newSecretToken } from "../../../auth/tokens";
import { AppError } from "../../../errors/app-error";
import { publicUserOf } from "../public-user";
import type { PublicUser } from "../schemas";
import type { SignInDevice } from "../sign-in-audit";
import {
  type Challenge,
  consumeChallenge,
  countWrongAttempt,
  createChallenge,
  findChallenge,
} from "./challenges";
import { type SecondFactors, withTwoFactorDue } from "./factors";
import { useRecoveryCode } from "./recovery-codes";
import type { SecondFactorInput, SecondFactorStep } from "./schemas";
import { type SignInMethod, startSession } from "./session-start";
import { takeTotpStep } from "./totp-steps";

export const STEP_EXPIRED = "This sign-in has expired. Please sign in with your password again.";

/** The password was right and a second factor is due: a short-lived step the second call names. */
export async function startSecondFactor(
  db: Database,
  userId: string,
  factors: SecondFactors,
  now: Date,
): Promise<SecondFactorStep> {
  const challenge = newSecretToken();
  const expiresAt = await createChallenge(db, { kind: "second_factor", token: challenge, userId, now });
  const methods: SecondFactorStep["methods"] = [];
  if (factors.totp) methods.push("totp");
  if (factors.passkeys > 0) methods.push("passkey");
  if (factors.recoveryCodes > 0) methods.push("recovery_code");
  return { challenge, methods, expires_at: expiresAt.toISOString() };
}

/** The live second-factor step for a token with its person, or the refusal to sign in again. */
export async function secondFactorStep(db: Database, token: string, now: Date) {
  const step = await findChallenge(db, "second_factor", token, now);
  const [user] = step?.userId ? await db.select().from(users).where(eq(users.id, step.userId)) : [];
  if (!step || !user || user.deactivatedAt) throw AppError.unauthorized(STEP_EXPIRED);
  return { step, user };
}

/** Starts the session of a sign-in proved by `method`: the cookie's token and who signed in. */
export async function signedIn(
  db: Database,
  user: { id: string; email: string; role: PublicUser["role"] },
  method: SignInMethod,
  device: SignInDevice = {},
): Promise<{ user: PublicUser; token: string; method: SignInMethod }> {
  const token = await startSession(db, user.id, method, device);
  const sessionUser = await withTwoFactorDue(db, { id: user.id, email: user.email, role: user.role });
  return { user: publicUserOf(sessionUser ?? user), token, method };
}

/** Ends the step (once: a replayed one finds nothing) and starts the session. */
export async function finishSignIn(
  db: Database,
  step: Challenge,
  user: { id: string; email: string; role: PublicUser["role"] },
  method: SignInMethod,
  device: SignInDevice = {},
) {
  if (!(await consumeChallenge(db, step.id))) throw AppError.unauthorized(STEP_EXPIRED);
  return signedIn(db, user, method, device);
}

/**
 * The second step with an authenticator app's code or a recovery code. A wrong code counts against
 * the step (five, then sign in again); a right one ends the step and starts the session.
 */
export async function completeSecondFactor({
  db,
  input,
  now,
  device = {},
}: {
  db: Database;
  input: SecondFactorInput;
  now: Date;
  device?: SignInDevice;
}): Promise<{ user: PublicUser; token: string; method: SignInMethod }> {
  const { step, user } = await secondFactorStep(db, input.challenge, now);
  if (input.code !== undefined) {
    const taken = user.totpSecret
      ? await takeTotpStep(db, user.id, user.totpSecret, input.code, now)
      : "wrong";
    if (taken === "ok") return finishSignIn(db, step, user, "password+totp", device);
    if (taken === "reused") throw AppError.unauthorized(REUSED);
  } else if (await useRecoveryCode(db, user.id, input.recovery_code ?? "", now)) {
    return finishSignIn(db, step, user, "password+recovery", device);
  }
  const left = await countWrongAttempt(db, step);
  throw AppError.unauthorized(
    left === 0
      ? "Too many wrong codes. Please sign in with your password again."
      : input.code !== undefined
        ? `That code is not right. Enter the 6-digit code your authenticator app shows now (${left} ${left === 1 ? "try" : "tries"} left).`
        : `That recovery code is not right, or it was already used (${left} ${left === 1 ? "try" : "tries"} left).`,
  );
}

const REUSED = "That code was already used. Wait for the next code in your authenticator app.";
