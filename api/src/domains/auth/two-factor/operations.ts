import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import { sessionCookie } from "../../../auth/session-cookie";
import type { Context } from "../../../context";
import { defineOperation } from "../../define";
import { idParam } from "../../parts";
import type { PublicUser } from "../schemas";
import { publicUser } from "../schemas";
import { countFailure, loginCounters, refuseIfThrottled } from "../throttle";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
} from "./passkeys";
import {
  passkeyOptionsInput,
  passkeyRegisterInput,
  passkeySchema,
  passkeySignInInput,
  passwordAgainInput,
  recoveryCodesAnswer,
  secondFactorInput,
  staffSettingsInput,
  staffSettingsSchema,
  totpConfirmInput,
  totpSetup,
  twoFactorStatus,
  webAuthnOptions,
} from "./schemas";
import { completeSecondFactor, secondFactorStep } from "./second-factor";
import type { SignInMethod } from "./session-start";
import { getStaffSettings, updateStaffSettings } from "./staff-settings";
import {
  beginTotpSetup,
  confirmTotpSetup,
  disableTotp,
  regenerateRecoveryCodes,
  twoFactorStatusOf,
} from "./totp-setup";

const tag = "Two-factor sign-in";
const userAnswer = z.object({ user: publicUser });
const mine = (ctx: { db: Context["db"]; user: { id: string; email: string }; now: () => Date }) => ({
  db: ctx.db,
  actor: ctx.user,
  now: ctx.now(),
});

/** A finished sign-in: the cookie, one log line (never a code), the account's failure count cleared. */
async function started(ctx: Context, done: { user: PublicUser; token: string; method: SignInMethod }) {
  ctx.resHeaders.append("Set-Cookie", sessionCookie(done.token, ctx.secureCookies));
  await ctx.limiter.reset(loginCounters(ctx, done.user.email)[0]?.key ?? "");
  ctx.logger.info("signed in", {
    userId: done.user.id,
    role: done.user.role,
    method: done.method,
    ip: ctx.clientIp,
  });
  return { user: done.user };
}

/** A wrong second factor counts as a failed sign-in of the account (so codes cannot be guessed across steps). */
async function counted<T>(ctx: Context, email: string, attempt: () => Promise<T>): Promise<T> {
  const counters = loginCounters(ctx, email);
  await refuseIfThrottled(ctx, counters);
  try {
    return await attempt();
  } catch (error) {
    await countFailure(ctx, counters);
    ctx.logger.warn("second factor refused", { email, ip: ctx.clientIp });
    throw error;
  }
}

/** The sign-in's second step, and passkeys in place of the password (under auth.*). */
/** Where a sign-in comes from, for the person's list of sessions. */
const deviceOf = (ctx: Context) => ({ userAgent: ctx.userAgent, ipAddress: ctx.clientIp });

export const secondFactorSignInOperations = {
  secondFactor: defineOperation({
    kind: "mutation",
    access: "public",
    input: secondFactorInput,
    // Per client, on top of the per-account count of wrong codes.
    rateLimit: { name: "second-factor", limit: 30, windowMs: 60_000 },
    handler: async ({ ctx, input }) => {
      const { user } = await secondFactorStep(ctx.db, input.challenge, ctx.now());
      const done = await counted(ctx, user.email, () =>
        completeSecondFactor({ db: ctx.db, input, now: ctx.now(), device: deviceOf(ctx) }),
      );
      return started(ctx, done);
    },
    rest: {
      method: "post",
      path: "/api/auth/login/second-factor",
      operationId: "loginSecondFactor",
      summary:
        "Second step of a sign-in: the login's challenge with a code from the authenticator app (code) or a recovery code (recovery_code); sets the session cookie",
      description:
        "Each code is taken once; five wrong codes end the step (sign in with the password again). Wrong codes also count as failed sign-ins of the account (429 with Retry-After).",
      errors: [{ status: 401, description: "Wrong or already used code, or the step expired." }],
      throttled: true,
      setsCookie: "The session cookie (store_session; HttpOnly, SameSite=Lax).",
      tag: "Auth",
      json: secondFactorInput,
      answer: userAnswer,
      envelope: false,
    },
  }),
  passkeyOptions: defineOperation({
    kind: "mutation",
    access: "public",
    input: passkeyOptionsInput,
    rateLimit: { limit: 30, windowMs: 60_000, name: "passkey-options" },
    handler: ({ ctx, input }) =>
      passkeySignInOptions({ db: ctx.db, origin: ctx.siteOrigin, now: ctx.now(), input }),
    rest: {
      method: "post",
      path: "/api/auth/passkey/options",
      operationId: "passkeySignInOptions",
      summary:
        "WebAuthn options for signing in with a passkey: with a login's challenge as its second factor, without one in place of the password",
      tag: "Auth",
      json: passkeyOptionsInput,
      optionalJson: true,
      answer: webAuthnOptions,
      envelope: false,
    },
  }),
  passkeyLogin: defineOperation({
    kind: "mutation",
    access: "public",
    input: passkeySignInInput,
    rateLimit: { limit: 30, windowMs: 60_000, name: "passkey-login" },
    handler: async ({ ctx, input }) => {
      const done = await passkeySignIn({
        db: ctx.db,
        origin: ctx.siteOrigin,
        now: ctx.now(),
        device: deviceOf(ctx),
        input: { ...input, response: input.response as unknown as AuthenticationResponseJSON },
      }).catch((error: unknown) => {
        ctx.logger.warn("passkey sign-in refused", { ip: ctx.clientIp });
        throw error;
      });
      return started(ctx, done);
    },
    rest: {
      method: "post",
      path: "/api/auth/passkey",
      operationId: "passkeySignIn",
      summary:
        "Sign in with a passkey (the browser's answer to the options); with a login's challenge it is the second factor. Sets the session cookie",
      errors: [
        {
          status: 401,
          description:
            "Unknown passkey, another account's, a bad signature, or an expired or used challenge.",
        },
      ],
      setsCookie: "The session cookie (store_session; HttpOnly, SameSite=Lax).",
      tag: "Auth",
      json: passkeySignInInput,
      answer: userAnswer,
      envelope: false,
    },
  }),
};

/** A person's own two-factor sign-in: the authenticator app and recovery codes. */
export const twoFactorOperations = {
  status: defineOperation({
    kind: "query",
    access: "signedIn",
    handler: ({ ctx }) => twoFactorStatusOf({ ...mine(ctx), input: undefined }),
    rest: {
      method: "get",
      path: "/api/account/two-factor",
      operationId: "getTwoFactorStatus",
      summary:
        "Your two-factor sign-in: the authenticator app, recovery codes left, passkeys, and whether the owner requires it",
      tag,
      answer: twoFactorStatus,
    },
  }),
  beginTotp: defineOperation({
    kind: "mutation",
    access: "signedIn",
    handler: ({ ctx }) => beginTotpSetup({ ...mine(ctx), input: undefined }),
    rest: {
      method: "post",
      path: "/api/account/two-factor/totp/setup",
      operationId: "beginTotpSetup",
      summary:
        "Start setting up an authenticator app: a new secret with its QR code, on the account once a first code confirms it (within 5 minutes)",
      errors: [{ status: 409, description: "The app is already set up." }],
      tag,
      answer: totpSetup,
    },
  }),
  confirmTotp: defineOperation({
    kind: "mutation",
    access: "signedIn",
    input: totpConfirmInput,
    handler: ({ ctx, input }) => confirmTotpSetup({ ...mine(ctx), input }),
    rest: {
      method: "post",
      path: "/api/account/two-factor/totp",
      operationId: "confirmTotpSetup",
      summary:
        "Confirm the app with its first code: two-factor sign-in is on; the answer's ten recovery codes are shown only this once",
      errors: [{ status: 409, description: "No setup started, or it expired." }],
      tag,
      json: totpConfirmInput,
      answer: recoveryCodesAnswer,
    },
  }),
  disableTotp: defineOperation({
    kind: "mutation",
    access: "signedIn",
    input: passwordAgainInput,
    handler: ({ ctx, input }) => disableTotp({ ...mine(ctx), input }),
    rest: {
      method: "post",
      path: "/api/account/two-factor/totp/disable",
      operationId: "disableTotp",
      summary:
        "Turn the authenticator app off (your password again); refused while the owner requires two-factor and no passkey is left",
      errors: [{ status: 409, description: "Not set up, or the owner requires two-factor sign-in." }],
      tag,
      json: passwordAgainInput,
      answer: z.object({ success: z.boolean() }),
    },
  }),
  regenerateRecoveryCodes: defineOperation({
    kind: "mutation",
    access: "signedIn",
    handler: ({ ctx }) => regenerateRecoveryCodes({ ...mine(ctx), input: undefined }),
    rest: {
      method: "post",
      path: "/api/account/two-factor/recovery-codes",
      operationId: "regenerateRecoveryCodes",
      summary: "Ten new recovery codes, shown only this once; the old ones stop working",
      errors: [{ status: 409, description: "No authenticator app or passkey set up." }],
      tag,
      answer: recoveryCodesAnswer,
    },
  }),
};

/** A person's own passkeys. */
export const passkeyOperations = {
  list: defineOperation({
    kind: "query",
    access: "signedIn",
    handler: ({ ctx }) => listPasskeys({ db: ctx.db, actor: ctx.user }),
    rest: {
      method: "get",
      path: "/api/account/passkeys",
      operationId: "listPasskeys",
      summary: "Your passkeys, oldest first",
      tag,
      answer: z.array(passkeySchema),
    },
  }),
  registrationOptions: defineOperation({
    kind: "mutation",
    access: "signedIn",
    handler: ({ ctx }) =>
      passkeyRegistrationOptions({ db: ctx.db, actor: ctx.user, origin: ctx.siteOrigin, now: ctx.now() }),
    rest: {
      method: "post",
      path: "/api/account/passkeys/options",
      operationId: "passkeyRegistrationOptions",
      summary: "WebAuthn options for the browser to make a new passkey for you",
      tag,
      answer: webAuthnOptions,
      envelope: false,
    },
  }),
  register: defineOperation({
    kind: "mutation",
    access: "signedIn",
    input: passkeyRegisterInput,
    handler: ({ ctx, input }) =>
      registerPasskey({
        db: ctx.db,
        actor: ctx.user,
        origin: ctx.siteOrigin,
        now: ctx.now(),
        input: { name: input.name, response: input.response as unknown as RegistrationResponseJSON },
      }),
    rest: {
      method: "post",
      path: "/api/account/passkeys",
      operationId: "registerPasskey",
      summary:
        "Keep a new passkey under a name (the browser's answer to the options, checked with SimpleWebAuthn)",
      errors: [{ status: 409, description: "That passkey is already registered." }],
      tag,
      json: passkeyRegisterInput,
      status: 201,
      answer: passkeySchema,
    },
  }),
  remove: defineOperation({
    kind: "mutation",
    access: "signedIn",
    input: z.object({ id: z.string().max(100) }).strict(),
    handler: ({ ctx, input }) => removePasskey({ db: ctx.db, actor: ctx.user, input }),
    rest: {
      method: "delete",
      path: "/api/account/passkeys/{id}",
      operationId: "removePasskey",
      summary: "Remove one of your passkeys (not your last second factor while the owner requires one)",
      errors: [
        {
          status: 409,
          description: "The owner requires two-factor sign-in and it is your last second factor.",
        },
      ],
      tag,
      pathParams: idParam,
      answer: z.object({ id: z.string() }),
    },
  }),
};

/** The owner's rules: two-factor sign-in for everyone, and the counter's approval limit. */
export const staffSettingsOperations = {
  get: defineOperation({
    kind: "query",
    access: "admin",
    permission: "staff.manage",
    handler: ({ ctx }) => getStaffSettings({ db: ctx.db }),
    rest: {
      method: "get",
      path: "/api/staff-settings",
      operationId: "getStaffSettings",
      summary:
        "The owner's sign-in rules: two-factor sign-in required for staff, and the counter's approval limit",
      tag: "Staff accounts",
      answer: staffSettingsSchema,
    },
  }),
  update: defineOperation({
    kind: "mutation",
    access: "admin",
    permission: "staff.manage",
    input: staffSettingsInput,
    handler: ({ ctx, input }) => updateStaffSettings({ db: ctx.db, actor: ctx.user, input, now: ctx.now() }),
    rest: {
      method: "patch",
      path: "/api/staff-settings",
      operationId: "updateStaffSettings",
      summary:
        "Change the sign-in rules (what is left out stays); requiring two-factor needs your own second factor first",
      errors: [{ status: 409, description: "Requiring two-factor sign-in while you have none yourself." }],
      tag: "Staff accounts",
      json: staffSettingsInput,
      answer: staffSettingsSchema,
    },
  }),
};
