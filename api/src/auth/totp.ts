import { Secret, TOTP } from "otpauth";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after now is taken too: a phone's clock a little off, a slow typist. */
const WINDOW = 1;

const totpOf = (secretBase32: string) =>
  new TOTP({
    secret: Secret.fromBase32(secretBase32),
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });

/** A new shared secret, 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code holds: the app shows the store's name and the person's e-mail. */
export function totpUri(secretBase32: string, email: string, issuer: string): string {
  const totp = totpOf(secretBase32);
  totp.issuer = issuer;
  totp.label = email;
  return totp.toString();
}

/** The time step a moment falls in (RFC 6238's T). */
export const timeStep = (now: Date): number => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The time step whose code this is, within one step of `now`, or null when it matches none. The
 * caller refuses a step at or before the last one taken, so each code is used once (RFC 6238 §5.2).
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : timeStep(now) + delta;
}
