/**
 * Private links (an order's tracking page, a quote's review page, a coach's page) carry the only credential a
 * customer has: a 256-bit token in the path. Logs are read by more people and kept longer than the
 * database, so no token may reach a log line, whichever field carries it.
 */

/**
 * The addresses whose segment after a prefix is a private-link token, guessed or real: the page
 * routes the page table marks `link-holder` (pages/built-pages.ts) and the API paths declared with
 * a `{token}` (app.ts). Added when they are known; until then every real token is still caught by
 * SECRET_TOKEN below.
 */
const privateLinkPrefixes = new Set<string>();
let privateLinkPath: RegExp | undefined;

/** "/team/$slug/order/$token" or "/api/review/{token}/approve": the part before the token, as a pattern. */
function prefixPattern(route: string): string | undefined {
  const segments = route.split("/");
  const at = segments.findIndex((segment) => segment === "$token" || segment === "{token}");
  if (at < 1) return undefined;
  return segments
    .slice(1, at)
    .map((segment) => (/^(\$|\{)/.test(segment) ? "[^/?#]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
}

/** Adds routes whose `$token` / `{token}` segment is a private link's token. */
export function addPrivateLinkRoutes(routes: readonly string[]): void {
  const before = privateLinkPrefixes.size;
  for (const route of routes) {
    const prefix = prefixPattern(route);
    if (prefix) privateLinkPrefixes.add(prefix);
  }
  if (privateLinkPrefixes.size === before) return;
  // Longest first, so "/api/review" is not taken for a shorter prefix of a longer route.
  const alternatives = [...privateLinkPrefixes].sort((a, b) => b.length - a.length).join("|");
  privateLinkPath = new RegExp(`^((?:https?:\\/\\/[^/]+)?\\/(?:${alternatives}))\\/[^/?#]+`);
}

/**
 * A secret token anywhere in a string: 32+ URL-safe characters with a capital letter in them.
 * Tokens are 43 random base64url characters (one without a capital is a 1-in-5-billion draw);
 * slugs, UUIDs, SQL and hex hashes are lower-case, so they stay readable.
 */
const SECRET_TOKEN = /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[A-Z])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

export const REDACTED = "[redacted]";

/** The string with private-link tokens replaced by a marker; everything else as it was. */
export function redactSecrets(text: string): string {
  const linked = privateLinkPath ? text.replace(privateLinkPath, `$1/${REDACTED}`) : text;
  return linked.replace(SECRET_TOKEN, REDACTED);
}

/** A JSON.stringify replacer that redacts every string value, however deep. */
export const redactingReplacer = (_key: string, value: unknown) =>
  typeof value === "string" ? redactSecrets(value) : value;
