import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { moment } from "./columns";

/**
 * Fixed-window hit counters shared by every server process (rate limits, sign-in throttling).
 * A row whose window has passed is reset by the next hit and swept now and then.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: moment("reset_at").notNull(),
});
