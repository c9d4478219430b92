import { type Database, teamStores } from "@store/db";
import { and, eq, inArray, ne } from "drizzle-orm";
import { isUniqueViolation } from "../../../common/idempotency";
import { AppError } from "../../../errors/app-error";

// A store's link (slug) is used by one live store at a time: checked first, and guarded at the write.

/** A slug already used by a live store: the 409 names it (and the store using it). */
export async function checkSlugFree(db: Database, slug: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ teamName: teamStores.teamName })
    .from(teamStores)
    .where(
      and(
        eq(teamStores.slug, slug),
        inArray(teamStores.status, ["draft", "scheduled", "open"]),
        exceptId ? ne(teamStores.id, exceptId) : undefined,
      ),
    );
  if (taken) throw slugTaken(slug, taken.teamName);
}

const slugTaken = (slug: string, teamName?: string) =>
  AppError.conflict(
    `The store link "${slug}" is already used by another store that is not closed${teamName ? ` (${teamName})` : ""}. Choose another link.`,
  );

/**
 * Runs a change that may make the slug live; two requests racing past checkSlugFree meet the
 * partial unique index, and the loser gets the same 409 instead of a 500.
 */
export async function guardingSlug<T>(slug: () => string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug());
    throw error;
  }
}
