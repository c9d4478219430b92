import { AppError } from "./app-error";

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_AWAY_MESSAGE =
  "The store cannot reach its database just now. Please try again in a few seconds.";

// Node's socket errors, postgres.js's connection errors, and the SQLSTATEs of a server that is
// shutting down, starting up, full, or cancelled our statement for taking too long.
const AWAY_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // Our own: the request's time waiting on the database ran out (http/database-clock.ts).
  "DATABASE_DEADLINE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

/** True when the failure is the database being unreachable or restarting, not a bug. */
export function isDatabaseAway(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 6; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (AWAY_CODES.has(code) || code.startsWith("08"))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseAway)) return true;
  }
  return false;
}

/** The 503 a client gets while the database is away (with Retry-After set by the caller). */
export const databaseAway = (cause: unknown) => AppError.unavailable(DATABASE_AWAY_MESSAGE, cause);
