import { randomBytes } from "node:crypto";
import { authChallenges, type Database, users } from "@store/db";
import { and, desc, eq, gt } from "drizzle-orm";
import { recordAudit } from "../../../audit/record-audit";
import { verifyPassword } from "../../../auth/passwords";
import { matchingStep, newTotpSecret, totpUri } from "../../../auth/totp";
import { AppError } from "../../../errors/app-error";
import { qrSvg } from "../../../qr/qr-code";
import { createChallenge, dropChallenges } from "./challenges";
import { secondFactorsOf, twoFactorRequired } from "./factors";
import { dropRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes";

/** The name the authenticator app lists the account under. */
const ISSUER = "Clanton Sports Apparel";

interface Me {
  id: string;
  email: string;
}
type Args<I = undefined> = { db: Database; actor: Me; now: Date; input: I };

/** What a person's two-factor sign-in is, for "Your account". */
export async function twoFactorStatusOf({ db, actor }: Args) {
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  const factors = await secondFactorsOf(db, actor.id);
  return {
    totp_enabled: factors.totp,
    totp_enabled_at: user?.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: factors.recoveryCodes,
    passkeys: factors.passkeys,
    required: await twoFactorRequired(db),
  };
}

/**
 * Starts setting up an authenticator app: a new secret, kept aside (not yet on the account) until
 * the first code confirms the app has it. Starting again replaces the secret.
 */
export async function beginTotpSetup({ db, actor, now }: Args) {
  const [user] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, actor.id));
  if (user?.on)
    throw AppError.conflict("The authenticator app is already set up. Turn it off first to use another.");
  const secret = newTotpSecret();
  await dropChallenges(db, actor.id, "totp_setup");
  // The row is found by its person, not a token: a random one fills the required column.
  await createChallenge(db, {
    kind: "totp_setup",
    token: randomBytes(32).toString("base64url"),
    userId: actor.id,
    challenge: secret,
    now,
  });
  const otpauthUrl = totpUri(secret, actor.email, ISSUER);
  const svg = await qrSvg(otpauthUrl);
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/** The first code from the app turns it on; the answer holds ten new recovery codes, shown once. */
export async function confirmTotpSetup({ db, actor, now, input }: Args<{ code: string }>) {
  const [pending] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.userId, actor.id),
        eq(authChallenges.kind, "totp_setup"),
        gt(authChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(authChallenges.createdAt));
  if (!pending?.challenge)
    throw AppError.conflict("The setup has expired. Start again to get a new QR code.");
  const step = matchingStep(pending.challenge, input.code, now);
  if (step === null)
    throw AppError.badRequest(
      "That code is not right. Check that the app shows this account and enter the code it shows now.",
      { code: "That code is not right." },
    );
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: pending.challenge, totpEnabledAt: now, totpLastStep: step })
      .where(eq(users.id, actor.id));
    await dropChallenges(tx, actor.id, "totp_setup");
    const codes = await replaceRecoveryCodes(tx, actor.id, now);
    await recordAudit(tx, actor, {
      action: "staff.two_factor_enable",
      entity: "staff",
      entityId: actor.id,
      summary: `${actor.email} turned on two-factor sign-in with an authenticator app (ten new recovery codes).`,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    return { recovery_codes: codes };
  });
}

/**
 * Turns the authenticator app off, after the password is typed again. Refused while the owner
 * requires two-factor sign-in and no passkey would be left as a second factor.
 */
export async function disableTotp({ db, actor, input }: Args<{ password: string }>) {
  const [user] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!user || !(await verifyPassword(user.passwordHash, input.password)))
    throw AppError.badRequest("That password is not right.", { password: "That password is not right." });
  if (!user.totpEnabledAt) throw AppError.conflict("The authenticator app is not set up.");
  const factors = await secondFactorsOf(db, actor.id);
  if (factors.passkeys === 0 && (await twoFactorRequired(db)))
    throw AppError.conflict(
      "The owner requires two-factor sign-in: add a passkey before turning the authenticator app off.",
    );
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, actor.id));
    // Recovery codes stand in for a second factor; with none left they would mean nothing.
    if (factors.passkeys === 0) await dropRecoveryCodes(tx, actor.id);
    await recordAudit(tx, actor, {
      action: "staff.two_factor_disable",
      entity: "staff",
      entityId: actor.id,
      summary: `${actor.email} turned off the authenticator app for two-factor sign-in.`,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    return { success: true };
  });
}

/** Ten new recovery codes (the old ones stop working), for someone who has a second factor. */
export async function regenerateRecoveryCodes({ db, actor, now }: Args) {
  const factors = await secondFactorsOf(db, actor.id);
  if (!factors.totp && factors.passkeys === 0)
    throw AppError.conflict(
      "Set up an authenticator app or a passkey first: recovery codes stand in for one.",
    );
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, actor.id, now);
    await recordAudit(tx, actor, {
      action: "staff.recovery_codes_regenerate",
      entity: "staff",
      entityId: actor.id,
      summary: `${actor.email} made ten new recovery codes; the old ones no longer work.`,
      before: { recovery_codes_left: factors.recoveryCodes },
      after: { recovery_codes_left: codes.length },
    });
    return { recovery_codes: codes };
  });
}
