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
  throw AppError.tooManyRequests(tooManyMessage(retryAfterSeconds));
}

/**
 * Refuses a client already over its limit without counting a hit: for upload paths, before their
 * body is read, so a limited client's large request costs no memory. The procedure still counts.
 */
export async function refuseIfOverLimit(ctx: Context, { name, limit }: Limit): Promise<void> {
  const { blocked, retryAfterSeconds } = await ctx.limiter.isBlocked(`${name}:${ctx.clientIp}`, limit);
  if (!blocked) return;
  ctx.resHeaders.set("Retry-After", String(retryAfterSeconds));
  ctx.logger.warn("rate limited", { limit: name, ip: ctx.clientIp });
  throw AppError.tooManyRequests(tooManyMessage(retryAfterSeconds));
}

const tooManyMessage = (retryAfterSeconds: number) =>
  `Too many requests from your network. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;
