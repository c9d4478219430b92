/**
 * Private links (an order's tracking page, a quote's review page, a coach's page) carry the only credential a
 * customer has: a 256-bit token in the path. Logs are read by more people and kept longer than the
 * database, so no token may reach a log line, whichever field carries it.
 */

/** The paths whose segment after the prefix is a private-link token, guessed or real. */
const PRIVATE_LINK_PATH =
  /^((?:https?:\/\/[^/]+)?\/(?:api\/order-tracking|api\/review|api\/team-orders|api\/coach|orders|review|coach|team\/[^/?#]+\/order))\/[^/?#]+/;

/**
 * A secret token anywhere in a string: 32+ URL-safe characters with a capital letter in them.
 * Tokens are 43 random base64url characters (one without a capital is a 1-in-5-billion draw);
 * slugs, UUIDs, SQL and hex hashes are lower-case, so they stay readable.
 */
const SECRET_TOKEN = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

export const REDACTED = "[redacted]";

/** The string with private-link tokens replaced by a marker; everything else as it was. */
export function redactSecrets(text: string): string {
  return text.replace(PRIVATE_LINK_PATH, `$1/${REDACTED}`).replace(SECRET_TOKEN, REDACTED);
}

/** A JSON.stringify replacer that redacts every string value, however deep. */
export const redactingReplacer = (_key: string, value: unknown) =>
  typeof value === "string" ? redactSecrets(value) : value;
