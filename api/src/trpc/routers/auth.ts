import type { TRPCRouterRecord } from "@trpc/server";
import { clearedSessionCookie, sessionCookie } from "../../auth/session-cookie";
import { AppError } from "../../errors/app-error";
import { loginInput, registerInput } from "../../schemas/auth";
import { INVALID_LOGIN, register, signIn } from "../../services/auth";
import { endSession } from "../../services/sessions";
import { normalizeEmail } from "../../services/users";
import { authedProcedure, type Context, publicProcedure } from "../init";

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FAILURES_PER_ACCOUNT = 5;
const FAILURES_PER_CLIENT = 20;

async function refuseIfThrottled(ctx: Context, keys: { key: string; limit: number }[]) {
  for (const { key, limit } of keys) {
    const { blocked, retryAfterSeconds } = await ctx.limiter.isBlocked(key, limit);
    if (!blocked) continue;
    ctx.resHeaders.set("Retry-After", String(retryAfterSeconds));
    ctx.logger.warn("login throttled", { ip: ctx.clientIp });
    throw AppError.tooManyRequests(
      "Too many failed sign-in attempts. Please wait a few minutes and try again.",
    );
  }
}

export const authRouter = {
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const keys = [
      { key: `login-account:${normalizeEmail(input.email)}`, limit: FAILURES_PER_ACCOUNT },
      { key: `login-client:${ctx.clientIp}`, limit: FAILURES_PER_CLIENT },
    ];
    await refuseIfThrottled(ctx, keys);
    const result = await signIn(ctx.db, input);
    if (!result) {
      for (const { key, limit } of keys) await ctx.limiter.hit(key, limit, FAILURE_WINDOW_MS);
      ctx.logger.warn("sign-in failed", { ip: ctx.clientIp });
      throw AppError.unauthorized(INVALID_LOGIN);
    }
    await ctx.limiter.reset(keys[0]?.key ?? "");
    ctx.resHeaders.append("Set-Cookie", sessionCookie(result.token, ctx.secureCookies));
    ctx.logger.info("signed in", { userId: result.user.id, role: result.user.role, ip: ctx.clientIp });
    return { user: result.user };
  }),

  logout: authedProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await endSession(ctx.db, ctx.sessionToken);
    ctx.logger.info("signed out", { userId: ctx.user.id, ip: ctx.clientIp });
    ctx.resHeaders.append("Set-Cookie", clearedSessionCookie(ctx.secureCookies));
    return { success: true };
  }),

  me: authedProcedure.query(({ ctx }) => ({ user: ctx.user })),

  /** Who is signed in, or `{ user: null }` for a visitor: asking is not an error (the admin guard). */
  session: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const user = await register(ctx.db, input);
    ctx.logger.info("registered", { userId: user.id, ip: ctx.clientIp });
    return { user };
  }),
} satisfies TRPCRouterRecord;
