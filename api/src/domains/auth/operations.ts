import { z } from "zod";
import { clearedSessionCookie, sessionCookie } from "../../auth/session-cookie";
import { AppError } from "../../errors/app-error";
import { defineOperation } from "../define";
import { publicUserOf } from "./public-user";
import { loginInput, publicUser } from "./schemas";
import { signOut } from "./sessions";
import { INVALID_LOGIN, signIn } from "./sign-in";
import { countFailure, loginCounters, refuseIfThrottled } from "./throttle";
import { secondFactorStep } from "./two-factor/schemas";

const tag = "Auth";
const userAnswer = z.object({ user: publicUser });

/** Staff signing in and out (the customer sign-up kept at /api/auth/register is account/sign-in/register.ts). */
export const authOperations = {
  login: defineOperation({
    kind: "mutation",
    access: "public",
    input: loginInput,
    handler: async ({ ctx, input }) => {
      const counters = loginCounters(ctx, input.email);
      await refuseIfThrottled(ctx, counters);
      const device = { userAgent: ctx.userAgent, ipAddress: ctx.clientIp };
      const result = await signIn({ db: ctx.db, input, device, now: ctx.now() });
      if (!result) {
        await countFailure(ctx, counters);
        ctx.logger.warn("sign-in failed", { ip: ctx.clientIp });
        throw AppError.unauthorized(INVALID_LOGIN);
      }
      // The password was right, a second factor is due: no cookie yet, and the account's failure
      // count stays (a right password must not clear the count of wrong codes).
      if ("secondFactor" in result) {
        ctx.logger.info("password accepted, second factor due", { ip: ctx.clientIp });
        return { second_factor: result.secondFactor };
      }
      await ctx.limiter.reset(counters[0]?.key ?? "");
      ctx.resHeaders.append("Set-Cookie", sessionCookie(result.token, ctx.secureCookies));
      ctx.logger.info("signed in", { userId: result.user.id, role: result.user.role, ip: ctx.clientIp });
      return { user: result.user };
    },
    rest: {
      method: "post",
      path: "/api/auth/login",
      operationId: "login",
      description:
        "For someone with two-factor sign-in on, a right password answers `second_factor` (its challenge, the methods offered, when it expires) and no cookie: finish with POST /api/auth/login/second-factor or a passkey (POST /api/auth/passkey with the challenge).",
      errors: [{ status: 401, description: "Wrong email or password (the same words for both)." }],
      throttled: true,
      setsCookie: "The session cookie (store_session; HttpOnly, SameSite=Lax).",
      summary: "Sign in; sets the session cookie",
      tag,
      json: loginInput,
      answer: z.union([userAnswer, z.object({ second_factor: secondFactorStep })]),
      envelope: false,
    },
  }),
  logout: defineOperation({
    kind: "mutation",
    access: "signedIn",
    handler: async ({ ctx }) => {
      await signOut(ctx.db, ctx.user, ctx.sessionToken);
      ctx.logger.info("signed out", { userId: ctx.user.id, ip: ctx.clientIp });
      ctx.resHeaders.append("Set-Cookie", clearedSessionCookie(ctx.secureCookies));
      return { success: true };
    },
    rest: {
      method: "post",
      path: "/api/auth/logout",
      operationId: "logout",
      setsCookie: "Clears the session cookie (store_session, expired).",
      summary: "Sign out; ends the session on the server",
      tag,
      answer: z.object({ success: z.boolean() }),
    },
  }),
  me: defineOperation({
    kind: "query",
    access: "signedIn",
    handler: ({ ctx }) => ({ user: publicUserOf(ctx.user) }),
    rest: {
      method: "get",
      path: "/api/auth/me",
      operationId: "getCurrentUser",
      summary: "Who is signed in",
      tag,
      answer: userAnswer,
      envelope: false,
    },
  }),
  /** Who is signed in, or `{ user: null }` for a visitor: asking is not an error (the admin guard). */
  session: defineOperation({
    kind: "query",
    access: "public",
    handler: ({ ctx }) => ({ user: ctx.user ? publicUserOf(ctx.user) : null }),
  }),
};
