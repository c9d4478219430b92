import { z } from "zod";
import { moneyAmount, requiredText } from "../../../common/fields";

const token = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .max(200);

/** An authenticator app's code: six digits (spaces typed between groups are dropped). */
export const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app." })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."))
  .meta({ pattern: "^\\s*\\d{3}\\s*\\d{3}\\s*$" });

const recoveryCode = z
  .string({ error: "Enter one of your recovery codes." })
  .trim()
  .min(1, "Enter one of your recovery codes.")
  .max(40, "A recovery code is 11 characters, like 7hkq2-mx9rt.");

/** The second step of a sign-in: the step's challenge and either a code from the app or a recovery code. */
export const secondFactorInput = z
  .object({
    challenge: token("challenge"),
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .strict()
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    message: "Send either code (from the authenticator app) or recovery_code, not both.",
    path: ["code"],
  });
export type SecondFactorInput = z.output<typeof secondFactorInput>;

export const secondFactorMethod = z.enum(["totp", "passkey", "recovery_code"]);

/** Login's answer when the password was right and a second factor is due (no cookie yet). */
export const secondFactorStep = z.object({
  challenge: z.string(),
  methods: z.array(secondFactorMethod),
  expires_at: z.string(),
});
export type SecondFactorStep = z.infer<typeof secondFactorStep>;

/** Confirming the authenticator app: its first code turns two-factor sign-in on. */
export const totpConfirmInput = z.object({ code: totpCode }).strict();

/** Turning the authenticator app off asks for the password again: a left-open session is not enough. */
export const passwordAgainInput = z
  .object({
    password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(128),
  })
  .strict();

export const twoFactorStatus = z.object({
  totp_enabled: z.boolean(),
  totp_enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  passkeys: z.number().int(),
  /** The owner requires two-factor sign-in of every staff member. */
  required: z.boolean(),
});

export const totpSetup = z.object({
  /** The secret in base32, to type into the app when the QR code cannot be scanned. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of otpauth_url, as an SVG data: address. */
  qr_code: z.string(),
});

export const recoveryCodesAnswer = z.object({
  /** Shown this once; each signs in once in place of a code from the app. */
  recovery_codes: z.array(z.string()),
});

// What the browser's WebAuthn call gives back, as @simplewebauthn/browser hands it over (base64url
// strings); the library on the server checks every part of it.
const b64url = (label: string) => z.string({ error: `${label} is required.` }).max(20_000);
const credentialBase = {
  id: b64url("id"),
  rawId: b64url("rawId"),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
export const registrationResponse = z
  .object({
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: b64url("response.clientDataJSON"),
      attestationObject: b64url("response.attestationObject"),
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
  })
  .strict();
export const authenticationResponse = z
  .object({
    ...credentialBase,
    response: z.looseObject({
      clientDataJSON: b64url("response.clientDataJSON"),
      authenticatorData: b64url("response.authenticatorData"),
      signature: b64url("response.signature"),
      userHandle: z.string().max(400).optional(),
    }),
  })
  .strict();

export const passkeyRegisterInput = z
  .object({ name: requiredText("Passkey name", 60), response: registrationResponse })
  .strict();

/** Passkey sign-in options: with a sign-in step's challenge for a second factor, without one in place of the password. */
export const passkeyOptionsInput = z.object({ challenge: token("challenge").optional() }).strict();
export const passkeySignInInput = z
  .object({ challenge: token("challenge").optional(), response: authenticationResponse })
  .strict();

/** The options the browser passes to navigator.credentials (WebAuthn's JSON form). */
export const webAuthnOptions = z.record(z.string(), z.unknown());

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyDto = z.infer<typeof passkeySchema>;

export const staffSettingsSchema = z.object({
  require_two_factor: z.boolean(),
  counter_approval_limit: z.number(),
  updated_at: z.string().nullable(),
  updated_by_email: z.string().nullable(),
});
export type StaffSettingsDto = z.infer<typeof staffSettingsSchema>;

export const staffSettingsInput = z
  .object({
    require_two_factor: z.boolean({ error: "require_two_factor must be true or false." }).optional(),
    counter_approval_limit: moneyAmount("Counter approval limit", 100_000).optional(),
  })
  .strict();
export type StaffSettingsInput = z.output<typeof staffSettingsInput>;
