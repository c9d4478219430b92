/**
 * Fixed-window counters in memory, per key (e.g. "contact:203.0.113.7"). One process's view:
 * with several processes each keeps its own counts, which still bounds abuse per process.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; answers whether it is within `limit` per `windowMs`, and when to retry. */
  hit(key: string, limit: number, windowMs: number): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    entry.count += 1;
    return {
      allowed: entry.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
    };
  }

  /** Whether the key is already over its limit, without counting a hit. */
  isBlocked(key: string, limit: number): { blocked: boolean; retryAfterSeconds: number } {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: entry.count >= limit, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
