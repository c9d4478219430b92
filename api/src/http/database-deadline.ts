import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import { DatabaseClock } from "./database-clock";

/**
 * How long one request may wait on the database, in all, before it is answered 503 (with
 * Retry-After) and its work rolled back. Counted only while a query or transaction is pending, so
 * a slow upload is not mistaken for a database outage (docs/operations.md).
 */
export const DATABASE_DEADLINE_MS = 5_000;
/** More time for a COMMIT already sent when the deadline passes, to learn whether it was stored. */
export const COMMIT_GRACE_MS = 1_000;

const clocks = new AsyncLocalStorage<DatabaseClock>();

/** The clock of the request this code runs for, if any (the mail worker and boot have none). */
export const currentDatabaseClock = (): DatabaseClock | undefined => clocks.getStore();

/**
 * Gives each request its database clock (http/database-clock.ts) for the database wrapper
 * (http/deadline-database.ts) to count against; the clock stops counting once the answer is made.
 */
export function databaseDeadline(logger: Logger, budgetMs = DATABASE_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    const clock = new DatabaseClock(
      budgetMs,
      COMMIT_GRACE_MS,
      ({ committing }) => logger.warn("database deadline passed", { path: c.req.path, budgetMs, committing }),
      () => logger.warn("commit outcome unknown at the deadline", { path: c.req.path }),
    );
    try {
      await clocks.run(clock, next);
    } finally {
      clock.finish();
    }
  };
}
