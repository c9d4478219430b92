import { type Database, rateLimitWindows } from "@store/db";
import { and, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { RateLimiter } from "./rate-limit";

// Expired rows are harmless (the next hit on the key restarts its window) but would pile up, one
// per client address: every this-many hits, one process deletes those whose window has passed (and
// the housekeeping timer does it every hour, housekeeping.ts).
const SWEEP_EVERY_HITS = 500;

/** How many rows one sweep statement removes. */
const SWEEP_BATCH = 1_000;

/**
 * Deletes the counters whose window has passed (by the database's clock unless `now` is given) and
 * returns how many went. Run every SWEEP_EVERY_HITS hits and by the housekeeping timer, so a quiet
 * store sweeps too. Batches are locked with SKIP LOCKED: processes sweeping at once take different
 * rows, and a row a hit is counting right now is left for the next sweep.
 */
export async function forgetPassedWindows(db: Database, now: SQL = sql`now()`): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = db
      .select({ key: rateLimitWindows.key })
      .from(rateLimitWindows)
      .where(lte(rateLimitWindows.resetAt, now))
      .limit(SWEEP_BATCH)
      .for("update", { skipLocked: true });
    const gone = await db
      .delete(rateLimitWindows)
      .where(inArray(rateLimitWindows.key, batch))
      .returning({ key: rateLimitWindows.key });
    removed += gone.length;
    if (gone.length < SWEEP_BATCH) return removed;
  }
}

export interface DatabaseRateLimiterOptions {
  /**
   * The clock, in ms. Unset: the database's own clock, so every process agrees on when a window
   * ends whatever its machine's time. Tests pass one they can move.
   */
  now?: () => number;
}

/**
 * Counters in the `rate_limit_windows` table, so every process on one database counts together.
 * A hit is one upsert that counts or restarts a passed window and returns the count, atomic on PGlite
 * and PostgreSQL alike, so concurrent hits from any process never lose a count. Errors are not
 * swallowed: a database that is away answers 503 through the usual handling.
 */
export function databaseRateLimiter(db: Database, options: DatabaseRateLimiterOptions = {}): RateLimiter {
  const nowSql = (): SQL =>
    options.now ? sql`${new Date(options.now()).toISOString()}::timestamptz` : sql`now()`;
  const secondsUntil = (resetAt: SQL | typeof rateLimitWindows.resetAt, now: SQL) =>
    sql<number>`ceil(extract(epoch from (${resetAt} - ${now})))::int`;
  let hitsSinceSweep = 0;

  const sweep = (now: SQL) => forgetPassedWindows(db, now).catch(() => undefined);

  return {
    async hit(key, limit, windowMs) {
      const now = nowSql();
      const windowEnd = sql`${now} + ${windowMs} * interval '1 millisecond'`;
      const passed = sql`${rateLimitWindows.resetAt} <= ${now}`;
      // A count is not worth waiting for the disk: without a synchronous commit a hit costs a
      // quarter to a half as much on PostgreSQL; a database crash may forget the last moment's hits.
      const [row] = await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        return tx
          .insert(rateLimitWindows)
          .values({ key, count: 1, resetAt: windowEnd })
          .onConflictDoUpdate({
            target: rateLimitWindows.key,
            set: {
              count: sql`case when ${passed} then 1 else ${rateLimitWindows.count} + 1 end`,
              resetAt: sql`case when ${passed} then ${windowEnd} else ${rateLimitWindows.resetAt} end`,
            },
          })
          .returning({
            count: rateLimitWindows.count,
            secondsLeft: secondsUntil(rateLimitWindows.resetAt, now),
          });
      });
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        void sweep(nowSql());
      }
      const count = row?.count ?? 1;
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? 1)) };
    },

    async isBlocked(key, limit) {
      const now = nowSql();
      const [row] = await db
        .select({ count: rateLimitWindows.count, secondsLeft: secondsUntil(rateLimitWindows.resetAt, now) })
        .from(rateLimitWindows)
        .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.resetAt, now)));
      if (!row) return { blocked: false, retryAfterSeconds: 0 };
      return { blocked: row.count >= limit, retryAfterSeconds: Math.max(1, Number(row.secondsLeft)) };
    },

    async reset(key) {
      await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
  };
}
