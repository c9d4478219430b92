import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import { type PeriodicJob, startPeriodicJob } from "./common/periodic-job";
import { purgeOldCustomerLinks } from "./domains/account/sign-in/customer-links";
import { purgeExpiredCustomerSessions } from "./domains/account/sign-in/customer-sessions";
import { purgeExpiredSessions } from "./domains/auth/sessions";
import { forgetPassedWindows } from "./http/database-rate-limit";
import type { Logger } from "./logger";

/** What one sweep removed. */
export interface SweepCounts {
  sessions: number;
  rateLimitWindows: number;
  /** Customers' account sessions past their time, and sign-in links a day past theirs. */
  customerSessions: number;
  customerLinks: number;
}

/**
 * Removes rows that can never be used again: sessions past their idle or absolute limit, and rate
 * limit counters whose window has passed. Safe to run from several processes at once (each batch is
 * taken with SKIP LOCKED) and as often as wanted.
 */
export async function sweepExpired(db: Database, now?: Date): Promise<SweepCounts> {
  const sessions = await purgeExpiredSessions(db, now);
  // Counters follow the database's clock, as the limiter does (decision 025), unless told a moment.
  const moment = now ? sql`${now.toISOString()}::timestamptz` : undefined;
  const rateLimitWindows = await forgetPassedWindows(db, moment);
  const customerSessions = await purgeExpiredCustomerSessions(db, now ?? new Date());
  const customerLinks = await purgeOldCustomerLinks(db, now ?? new Date());
  return { sessions, rateLimitWindows, customerSessions, customerLinks };
}

export interface HousekeepingOptions {
  db: Database;
  logger: Logger;
  /** Time between sweeps (default an hour: sessions idle out after 12 hours). */
  intervalMs?: number;
  /** Time before the first sweep (default a minute: a start stays quick). */
  firstAfterMs?: number;
}

export type Housekeeping = PeriodicJob;

/**
 * Sweeps now and then in this process, one sweep at a time. Every server process runs one; with
 * several on one database they share the work without waiting on each other. A failed sweep (the
 * database away) is logged and the next one tries again.
 */
export function startHousekeeping({
  db,
  logger,
  intervalMs = 60 * 60 * 1000,
  firstAfterMs = 60 * 1000,
}: HousekeepingOptions): Housekeeping {
  return startPeriodicJob({
    name: "housekeeping sweep",
    log: logger,
    intervalMs,
    firstAfterMs,
    run: async () => {
      const removed = await sweepExpired(db);
      if (removed.sessions + removed.rateLimitWindows > 0)
        logger.info("expired rows removed", { ...removed });
    },
  });
}
