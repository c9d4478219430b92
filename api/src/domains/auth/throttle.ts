import type { Context } from "../../context";
import { AppError } from "../../errors/app-error";
import { normalizeEmail } from "./users";

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FAILURES_PER_ACCOUNT = 5;
const FAILURES_PER_CLIENT = 20;

/** The counters of failed sign-ins: one per account, one per client address. */
export const loginCounters = (ctx: Context, email: string) => [
  { key: `login-account:${normalizeEmail(email)}`, limit: FAILURES_PER_ACCOUNT },
  { key: `login-client:${ctx.clientIp}`, limit: FAILURES_PER_CLIENT },
];
type Counters = ReturnType<typeof loginCounters>;

export async function refuseIfThrottled(ctx: Context, counters: Counters) {
  for (const { key, limit } of counters) {
    const { blocked, retryAfterSeconds } = await ctx.limiter.isBlocked(key, limit);
    if (!blocked) continue;
    ctx.resHeaders.set("Retry-After", String(retryAfterSeconds));
    ctx.logger.warn("login throttled", { ip: ctx.clientIp });
    throw AppError.tooManyRequests(
      "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    );
  }
}

export async function countFailure(ctx: Context, counters: Counters) {
  for (const { key, limit } of counters) await ctx.limiter.hit(key, limit, FAILURE_WINDOW_MS);
}
