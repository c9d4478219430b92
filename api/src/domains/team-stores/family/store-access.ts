import type { TeamStore } from "@store/db";
import { can } from "../../../common/permissions";
import type { Context } from "../../../context";
import { AppError } from "../../../errors/app-error";
import { STORE_NOT_FOUND, storeBySlug } from "../store/store-by-slug";

/** Wrong codes a client may try on one store before it waits (per address and store). */
export const ACCESS_CODE_TRIES = { limit: 10, windowMs: 15 * 60 * 1000 };

export const ACCESS_CODE_NEEDED = "This team store needs its access code. Your coach has it.";

const isStaff = (ctx: Context) => can(ctx.user?.role, "teamStores.view");

/** Codes as families type them: without case or surrounding spaces. */
const sameCode = (given: string, stored: string) =>
  given.trim().toLowerCase() === stored.trim().toLowerCase();

/**
 * The store a family may enter: with its access code when it has one (staff need none). A wrong
 * code is answered like an unknown link, and a client that keeps guessing one store's code is
 * refused for a while (429) before its guess is even compared.
 * Answers null when the store has a code and none was given: the caller asks for it.
 */
export async function enterStore(
  ctx: Context,
  slug: string,
  accessCode: string | undefined,
): Promise<TeamStore | null> {
  const store = await storeBySlug(ctx.db, slug, isStaff(ctx));
  if (!store.accessCode || isStaff(ctx)) return store;
  if (accessCode === undefined) return null;
  const key = `team-access:${store.id}:${ctx.clientIp}`;
  const blocked = await ctx.limiter.isBlocked(key, ACCESS_CODE_TRIES.limit);
  if (blocked.blocked) {
    ctx.resHeaders.set("Retry-After", String(blocked.retryAfterSeconds));
    throw AppError.tooManyRequests(
      `Too many wrong codes. Please try again in ${Math.ceil(blocked.retryAfterSeconds / 60)} minute(s), or ask your coach for the code.`,
    );
  }
  if (sameCode(accessCode, store.accessCode)) return store;
  await ctx.limiter.hit(key, ACCESS_CODE_TRIES.limit, ACCESS_CODE_TRIES.windowMs);
  ctx.logger.warn("wrong team store access code", { ip: ctx.clientIp });
  throw AppError.notFound(STORE_NOT_FOUND);
}

/** The store for an order: entered with its code, or refused as not found when the code is missing. */
export async function storeForOrder(ctx: Context, slug: string, accessCode: string | undefined) {
  const store = await enterStore(ctx, slug, accessCode);
  if (!store) throw AppError.notFound(STORE_NOT_FOUND);
  return store;
}

export { isStaff };
