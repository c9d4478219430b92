import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { type Database, passkeys, users } from "@store/db";
import { and, asc, eq } from "drizzle-orm";
import { recordAudit } from "../../../audit/record-audit";
import { isUuid, notFound } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { SignInDevice } from "../sign-in-audit";
import { consumeChallenge, createChallenge, findChallenge } from "./challenges";
import { secondFactorsOf, twoFactorRequired } from "./factors";
import { dropRecoveryCodes } from "./recovery-codes";
import type { PasskeyDto } from "./schemas";
import { finishSignIn, secondFactorStep, signedIn } from "./second-factor";

const RP_NAME = "Clanton Sports Apparel";
const NOT_ACCEPTED = "That passkey could not be checked. Please try again.";
const EXPIRED = "This passkey request has expired or was already used. Please try again.";

/** The relying party is the site as the browser reached it: its host name and its origin. */
export const relyingParty = (siteOrigin: string) => ({
  rpID: new URL(siteOrigin).hostname,
  origin: siteOrigin,
});

interface Me {
  id: string;
  email: string;
}

/** The WebAuthn challenge a browser's answer was made for (in its client data), or "" when unreadable. */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    return typeof data.challenge === "string" ? data.challenge : "";
  } catch {
    return "";
  }
}

const toDto = (row: typeof passkeys.$inferSelect): PasskeyDto => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys({ db, actor }: { db: Database; actor: Me }): Promise<PasskeyDto[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toDto);
}

/** Options for the browser to make a new passkey; the challenge is kept a few minutes, for this person only. */
export async function passkeyRegistrationOptions({
  db,
  actor,
  origin,
  now,
}: {
  db: Database;
  actor: Me;
  origin: string;
  now: Date;
}) {
  const { rpID } = relyingParty(origin);
  const existing = await db.select().from(passkeys).where(eq(passkeys.userId, actor.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: actor.email,
    userID: new TextEncoder().encode(actor.id),
    attestationType: "none",
    // A passkey that can sign in without the password must be found by the browser on its own.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
  });
  await createChallenge(db, {
    kind: "passkey_registration",
    token: options.challenge,
    userId: actor.id,
    challenge: options.challenge,
    now,
  });
  return options as unknown as Record<string, unknown>;
}

/** Checks the browser's new credential with SimpleWebAuthn and keeps its public key under the name given. */
export async function registerPasskey({
  db,
  actor,
  origin,
  now,
  input,
}: {
  db: Database;
  actor: Me;
  origin: string;
  now: Date;
  input: { name: string; response: RegistrationResponseJSON };
}): Promise<PasskeyDto> {
  const rp = relyingParty(origin);
  const pending = await findChallenge(
    db,
    "passkey_registration",
    challengeOf(input.response.response.clientDataJSON),
    now,
  );
  if (!pending || pending.userId !== actor.id || !(await consumeChallenge(db, pending.id)))
    throw AppError.badRequest(EXPIRED);
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: pending.challenge ?? "",
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified || !verified.registrationInfo) throw AppError.badRequest(NOT_ACCEPTED);
  const { credential } = verified.registrationInfo;
  const [taken] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialId, credential.id));
  if (taken) throw AppError.conflict("This passkey is already registered.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: actor.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("the passkey was not stored");
    await recordAudit(tx, actor, {
      action: "staff.passkey_add",
      entity: "staff",
      entityId: actor.id,
      summary: `${actor.email} added the passkey "${row.name}".`,
      before: null,
      after: { passkey: row.name, passkey_id: row.id },
    });
    return toDto(row);
  });
}

/** Removes one of the person's own passkeys; not the last second factor while the owner requires one. */
export async function removePasskey({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Me;
  input: { id: string };
}) {
  if (!isUuid(input.id)) throw notFound("Passkey", input.id);
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, actor.id)));
  if (!row) throw notFound("Passkey", input.id);
  const factors = await secondFactorsOf(db, actor.id);
  const lastFactor = !factors.totp && factors.passkeys === 1;
  if (lastFactor && (await twoFactorRequired(db)))
    throw AppError.conflict(
      "The owner requires two-factor sign-in: set up the authenticator app or add another passkey before removing this one.",
    );
  return db.transaction(async (tx) => {
    await tx.delete(passkeys).where(eq(passkeys.id, row.id));
    if (lastFactor) await dropRecoveryCodes(tx, actor.id);
    await recordAudit(tx, actor, {
      action: "staff.passkey_remove",
      entity: "staff",
      entityId: actor.id,
      summary: `${actor.email} removed the passkey "${row.name}".`,
      before: { passkey: row.name, passkey_id: row.id },
      after: null,
    });
    return { id: row.id };
  });
}

/**
 * Options for signing in with a passkey. With a sign-in step's challenge (the password was right)
 * only that person's passkeys are asked for; without one, in place of the password, the browser
 * offers any passkey it holds for this site, and user verification (PIN, fingerprint) is required.
 */
export async function passkeySignInOptions({
  db,
  origin,
  now,
  input,
}: {
  db: Database;
  origin: string;
  now: Date;
  input: { challenge?: string | undefined };
}) {
  const { rpID } = relyingParty(origin);
  let userId: string | null = null;
  let allowCredentials: { id: string; transports: AuthenticatorTransportFuture[] }[] | undefined;
  if (input.challenge) {
    const { user } = await secondFactorStep(db, input.challenge, now);
    userId = user.id;
    const own = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    allowCredentials = own.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    }));
  }
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: input.challenge ? "preferred" : "required",
    ...(allowCredentials && { allowCredentials }),
  });
  await createChallenge(db, {
    kind: "passkey_sign_in",
    token: options.challenge,
    userId,
    challenge: options.challenge,
    now,
  });
  return options as unknown as Record<string, unknown>;
}

/**
 * Signs in with a passkey: the assertion is checked by SimpleWebAuthn against the stored public
 * key. Its challenge is used once (a replay finds nothing); a passkey of another account than the
 * sign-in step's, or a bad signature, is refused and nothing starts.
 */
export async function passkeySignIn({
  db,
  origin,
  now,
  input,
  device = {},
}: {
  db: Database;
  origin: string;
  now: Date;
  input: { challenge?: string | undefined; response: AuthenticationResponseJSON };
  device?: SignInDevice;
}) {
  const rp = relyingParty(origin);
  const pending = await findChallenge(
    db,
    "passkey_sign_in",
    challengeOf(input.response.response.clientDataJSON),
    now,
  );
  if (!pending || !(await consumeChallenge(db, pending.id))) throw AppError.unauthorized(EXPIRED);
  const step = input.challenge ? await secondFactorStep(db, input.challenge, now) : null;
  // The options were made for one person's sign-in step, or for none: the answer must match.
  if ((step?.user.id ?? null) !== pending.userId) throw AppError.unauthorized(EXPIRED);
  const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, input.response.id));
  if (!key)
    throw AppError.unauthorized("This passkey is not registered with the store. Sign in with your password.");
  if (step && key.userId !== step.user.id)
    throw AppError.unauthorized("That passkey belongs to another account.");
  const verified = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: pending.challenge ?? "",
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
      counter: key.counter,
      transports: key.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: !step,
  }).catch(() => null);
  if (!verified?.verified) throw AppError.unauthorized(NOT_ACCEPTED);
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, key.id));
  if (step) return finishSignIn(db, step.step, step.user, "password+passkey", device);
  const [user] = await db.select().from(users).where(eq(users.id, key.userId));
  if (!user || user.deactivatedAt) throw AppError.unauthorized("This account cannot sign in.");
  return signedIn(db, user, "passkey", device);
}
