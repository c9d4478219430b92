import type { Database } from "@store/db";
import { initTRPC, TRPCError } from "@trpc/server";
import type { RateLimiter } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { SessionUser } from "../services/sessions";
import type { FileStorage } from "../storage/storage";
import { fieldErrors, publicMessage } from "./errors";

// 1. Context: what every procedure may use. Built per request for tRPC and REST alike (http/context.ts).
export interface Context {
  db: Database;
  logger: Logger;
  storage: FileStorage;
  limiter: RateLimiter;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** The raw session token from the cookie, so logout can end exactly this session. */
  sessionToken: string | undefined;
  /** Who is calling, for rate limits: the socket address (or the proxy's, when trusted). */
  clientIp: string;
  /** Whether cookies must be Secure (the site is served over HTTPS). */
  secureCookies: boolean;
  /** Headers the procedure wants on the response (Set-Cookie after login and logout). */
  resHeaders: Headers;
}

/** Who may call a procedure. Every procedure declares one; the access test fails on any that does not. */
export type Access = "public" | "authed" | "admin";
export interface Meta {
  access: Access;
}

// 2. Initialisation: error shapes carry a human message and never a stack trace.
const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      // fieldErrors lets a form put each server message beside its field.
      return { ...shape, message: publicMessage(error), data: { ...data, fieldErrors: fieldErrors(error) } };
    },
  });

// 3. Building blocks.
export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it, signed in or not. */
export const publicProcedure = t.procedure.meta({ access: "public" });

/** Needs a signed-in user; `ctx.user` is non-null downstream. */
export const authedProcedure = t.procedure.meta({ access: "authed" }).use(({ ctx, path, next }) => {
  if (!ctx.user) {
    ctx.logger.warn("unauthenticated", { path });
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in first." });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Needs a signed-in admin. */
export const adminProcedure = t.procedure.meta({ access: "admin" }).use(({ ctx, path, next }) => {
  if (!ctx.user) {
    ctx.logger.warn("unauthenticated", { path });
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in as an admin first." });
  }
  if (ctx.user.role !== "admin") {
    ctx.logger.warn("forbidden", { path, userId: ctx.user.id });
    throw new TRPCError({ code: "FORBIDDEN", message: "Access denied. Admin privileges required." });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
