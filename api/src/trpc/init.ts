import { initTRPC } from "@trpc/server";
import { can, isStaffRole, type Permission } from "../common/permissions";
import type { Context } from "../context";
import { AppError } from "../errors/app-error";
import { databaseAway, isDatabaseAway, RETRY_AFTER_SECONDS } from "../errors/database-unavailable";
import { publicTRPCError, toTRPCError } from "./errors";

// 1. Context: what every procedure may use (defined in context.ts, built in http/request-context.ts).
export type { Context } from "../context";

/** Who may call a procedure. Every procedure declares one; the access test fails on any that does not. */
export type Access = "public" | "signedIn" | "admin" | "customer";
export interface Meta {
  access: Access;
  /** For "admin" (staff) access: the permission the operation needs (auth/permissions.ts). */
  permission?: Permission;
}

// 2. Initialisation: error shapes carry a human message and never a stack trace.
const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      const { message, fieldErrors, code, httpStatus } = publicTRPCError(error);
      // fieldErrors lets a form put each server message beside its field. Our code and status
      // replace tRPC's where tRPC has no such code (410); the answer's HTTP status follows httpStatus.
      return {
        ...shape,
        message,
        data: { ...data, code: code ?? data.code, httpStatus: httpStatus ?? data.httpStatus, fieldErrors },
      };
    },
  });

// 3. Errors: services, HTTP helpers and the middlewares below throw AppError; here, once for every
// procedure, it becomes the TRPCError with the same code (so the status and the client's
// `error.data.code` are right), for /trpc and for the REST adapters' server-side caller alike.
// A database that is away (restarting, unreachable) is a 503 with Retry-After, not a 500.
const appErrorsAsTRPC = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  if (!result.ok && isDatabaseAway(result.error)) {
    ctx.resHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
    throw toTRPCError(databaseAway(result.error));
  }
  return result;
});
const procedure = t.procedure.use(appErrorsAsTRPC);

// 4. Building blocks.
export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it, signed in or not. */
export const publicProcedure = procedure.meta({ access: "public" });

/** The signed-in rule, also run by REST upload paths before they read a body. */
export function requireSignedIn(ctx: Context, path: string): NonNullable<Context["user"]> {
  if (!ctx.user) {
    ctx.logger.warn("unauthenticated", { path, ip: ctx.clientIp });
    throw AppError.unauthorized("Please sign in first.");
  }
  return ctx.user;
}

/** Needs a signed-in user; `ctx.user` is non-null downstream. */
export const signedInProcedure = procedure
  .meta({ access: "signedIn" })
  .use(({ ctx, path, next }) => next({ ctx: { ...ctx, user: requireSignedIn(ctx, path) } }));

/** The words of a staff member's refusal: the spec's, for someone who is no staff at all. */
export const NOT_STAFF = "Access denied. Admin privileges required.";
export const notAllowed = (permission: Permission) =>
  `Access denied. Your role does not allow this (it needs the ${permission} permission).`;

/** A session held back by the owner's rule until its person has a second factor. */
export const SET_UP_TWO_FACTOR =
  "The owner requires two-factor sign-in. Set up an authenticator app or a passkey under Your account before anything else.";

/**
 * The staff rule, also run by REST upload paths before they read a body (so a refusal is cheap):
 * a signed-in staff member whose role has the operation's permission. Deny by default: an
 * operation without one is the owner's alone (and the declarations' test fails on it).
 */
export function requireAdmin(
  ctx: Context,
  path: string,
  permission?: Permission,
): NonNullable<Context["user"]> {
  if (!ctx.user) {
    ctx.logger.warn("unauthenticated", { path, ip: ctx.clientIp });
    throw AppError.unauthorized("Please sign in as an admin first.");
  }
  if (ctx.user.twoFactorSetupDue) {
    ctx.logger.warn("forbidden: two-factor setup due", { path, userId: ctx.user.id, ip: ctx.clientIp });
    throw AppError.forbidden(SET_UP_TWO_FACTOR);
  }
  const role = ctx.user.role;
  const allowed = permission ? can(role, permission) : role === "owner";
  if (!allowed) {
    ctx.logger.warn("forbidden", { path, userId: ctx.user.id, role, permission, ip: ctx.clientIp });
    throw AppError.forbidden(isStaffRole(role) && permission ? notAllowed(permission) : NOT_STAFF);
  }
  return ctx.user;
}

/** Needs a signed-in staff member whose role has the permission the operation's meta names. */
export const adminProcedure = procedure
  .meta({ access: "admin" })
  .use(({ ctx, path, meta, next }) =>
    next({ ctx: { ...ctx, user: requireAdmin(ctx, path, meta?.permission) } }),
  );

/** The signed-in customer rule (their own cookie): a staff session never passes it, nor an API key. */
export function requireCustomer(ctx: Context, path: string): NonNullable<Context["customer"]> {
  if (!ctx.customer) {
    ctx.logger.warn("unauthenticated customer", { path, ip: ctx.clientIp });
    throw AppError.unauthorized("Please sign in to your account first.");
  }
  return ctx.customer;
}

/** Needs a signed-in customer; `ctx.customer` is non-null downstream. */
export const customerProcedure = procedure
  .meta({ access: "customer" })
  .use(({ ctx, path, next }) => next({ ctx: { ...ctx, customer: requireCustomer(ctx, path) } }));
