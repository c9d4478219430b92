import { type Database, type TeamStore, teamStores } from "@store/db";
import { desc, eq, sql } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";

// The store a family's link names, found the same way by the store's page, its checkout and the page shell.

/** Said for an unknown link, a draft, a cancelled store and a wrong access code alike. */
export const STORE_NOT_FOUND =
  "We could not find a team store at this link. Check the link your coach sent, or call the store.";

/**
 * The store a slug names for families: the live one (draft, scheduled or open) if any, else the
 * latest that used the slug. A cancelled store, and a draft for anyone but staff, is not found.
 */
export async function storeBySlug(db: Database, slug: string, staff: boolean): Promise<TeamStore> {
  const [store] = await db
    .select()
    .from(teamStores)
    .where(eq(teamStores.slug, slug))
    .orderBy(desc(sql`${teamStores.status} in ('draft', 'scheduled', 'open')`), desc(teamStores.createdAt))
    .limit(1);
  if (!store || store.status === "cancelled" || (store.status === "draft" && !staff))
    throw AppError.notFound(STORE_NOT_FOUND);
  return store;
}
