/** The answer to one counted hit: within the limit or not, and how long until the window ends. */
export interface HitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The answer to "is this key over its limit already?", without counting. */
export interface BlockedResult {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters per key (e.g. "contact:203.0.113.7"), shared by every process that uses
 * the same store (http/database-rate-limit.ts keeps them in PostgreSQL or PGlite).
 */
export interface RateLimiter {
  /** Counts one hit; answers whether it is within `limit` per `windowMs`, and when to retry. */
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** Whether the key has already reached `limit` in its current window, without counting a hit. */
  isBlocked(key: string, limit: number): Promise<BlockedResult>;
  /** Forgets the key's count (e.g. an account's failed sign-ins after one that succeeds). */
  reset(key: string): Promise<void>;
}
