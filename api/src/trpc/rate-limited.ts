import { enforceRateLimit, type Limit } from "../http/rate-limited";
import { publicProcedure } from "./init";

/** A public procedure counted against a limit before its input is read (a refused upload is never parsed). */
export const rateLimitedProcedure = (limit: Limit) =>
  publicProcedure.use(async ({ ctx, next }) => {
    await enforceRateLimit(ctx, limit);
    return next();
  });
