import { isDatabaseAway } from "../errors/database-unavailable";
import { DatabaseDeadlinePassed } from "../http/database-clock";

/** How long to keep asking whether a COMMIT whose answer was lost stored its record. */
export const LOST_COMMIT_LOOKUP_MS = 2_000;
const ASK_EVERY_MS = 100;

/**
 * The record a transaction made before its COMMIT's answer was lost, as `lookup` finds it (by the
 * idempotency key written in the same transaction), or undefined when it is not stored, or when
 * the database stays away for `withinMs` (then the client's retry with the same key finds it, if
 * it is there). The database that lost the answer is usually restarting: ask again until it answers.
 */
export async function recordAfterLostCommit(
  lookup: () => Promise<string | undefined>,
  withinMs = LOST_COMMIT_LOOKUP_MS,
): Promise<string | undefined> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return await lookup();
    } catch (error) {
      if (!isDatabaseAway(error)) throw error;
      // The request's deadline passed: its answer is a 503 now, stored or not.
      if (error instanceof DatabaseDeadlinePassed) return undefined;
      if (Date.now() + ASK_EVERY_MS > until) return undefined;
      await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
    }
  }
}
