import { newSecretToken } from "./tokens";

/** Every key starts with this, so a leaked one is easy to recognise (secret scanners, logs, chat). */
export const API_KEY_PREFIX = "csk_";

/** `csk_` and 256 random bits in base64url: 47 characters. */
const API_KEY_SHAPE = /^csk_[A-Za-z0-9_-]{43}$/;

/** How many characters of a key the lists show (`csk_` and four more): enough to tell keys apart. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/** A new integrator key; only its hash and its first characters are ever stored. */
export const newApiKey = () => `${API_KEY_PREFIX}${newSecretToken()}`;

/** Whether a string has the form of a key this store issues (says nothing of whether it exists). */
export const isApiKeyShaped = (value: string) => API_KEY_SHAPE.test(value);

/** The key's first characters, as stored and shown: `csk_abcd`. */
export const apiKeyPrefix = (key: string) => key.slice(0, SHOWN_LENGTH);

/**
 * The key a request presents, from its Authorization header. `undefined` when there is none (or
 * another scheme, such as a proxy's Basic sign-in); `null` when the header is meant as a key but
 * cannot be one, so the caller is refused rather than treated as a visitor.
 */
export function readBearerKey(header: string | undefined): string | null | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const scheme = /^bearer(?:\s+|$)/i.exec(value);
  if (scheme) {
    const key = value.slice(scheme[0].length);
    return key === "" || /\s/.test(key) ? null : key;
  }
  // A key pasted without its scheme is plainly meant as one.
  return value.startsWith(API_KEY_PREFIX) ? null : undefined;
}
