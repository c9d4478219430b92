import { enforceRateLimit, type Limit } from "../http/rate-limited";
import { publicProcedure } from "./init";

/**
 * Reads through a private link (an order's tracking page, a quote's review page), per client
 * address: guessing a 256-bit link is hopeless, but a client trying anyway is slowed down. Generous
 * enough for a coach who reloads the page all evening.
 */
export const privateLinkReads = (name: string): Limit => ({ name, limit: 300, windowMs: 60 * 60 * 1000 });

/** A public procedure counted against a limit before its input is read (a refused upload is never parsed). */
export const rateLimitedProcedure = (limit: Limit) =>
  publicProcedure.use(async ({ ctx, next }) => {
    await enforceRateLimit(ctx, limit);
    return next();
  });
