import type { Context } from "../context";
import { AppError } from "../errors/app-error";

export interface Limit {
  /** Names the counter, e.g. "contact". */
  name: string;
  limit: number;
  windowMs: number;
}

/** Counts one request of this client against a limit; over it, a 429 with Retry-After. */
export async function enforceRateLimit(ctx: Context, { name, limit, windowMs }: Limit): Promise<void> {
  const { allowed, retryAfterSeconds } = await ctx.limiter.hit(`${name}:${ctx.clientIp}`, limit, windowMs);
  if (allowed) return;
  ctx.resHeaders.set("Retry-After", String(retryAfterSeconds));
  ctx.logger.warn("rate limited", { limit: name, ip: ctx.clientIp });
  throw AppError.tooManyRequests(
    `Too many requests from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
  );
}
