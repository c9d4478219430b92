import type { Database, TeamStore } from "@store/db";
import { teamStorePhase } from "@store/db/catalogue";
import type { TeamStoreFacts } from "../common/page-words";
import { storeBySlug } from "../domains/team-stores/store/store-by-slug";
import { itemsOf } from "../domains/team-stores/store/store-items";
import { storePicture } from "../domains/team-stores/store/store-picture";
import { closesInWords } from "../domains/team-stores/store/store-time";
import { AppError } from "../errors/app-error";

/** A team store's family page (`/team/{slug}`); its order links (`/team/{slug}/order/{token}`) are not. */
const TEAM_STORE_PATH = /^\/team\/([a-z0-9]+(?:-[a-z0-9]+){0,30})$/;

export const teamStoreSlugOf = (pathname: string) => {
  const slug = TEAM_STORE_PATH.exec(pathname)?.[1];
  return slug && slug.length <= 60 ? slug : undefined;
};

/** A store row as the words are made from it (common/page-words.ts). */
export const storeFacts = (store: TeamStore, now: Date): TeamStoreFacts => ({
  team_name: store.teamName,
  sport: store.sport,
  phase: teamStorePhase(store, now),
  closes_in_words: closesInWords(store.closesAt),
});

/** The store families see at a slug, or undefined (a draft, a cancelled store, no store). */
const familiesStore = (db: Database, slug: string) =>
  storeBySlug(db, slug, false).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return undefined;
    throw error;
  });

/**
 * What a link preview may show of a store: only an open link's (no access code) live or closed
 * store; a locked store, a draft, a cancelled or an unknown store show nothing of theirs.
 */
export async function shareableStore(
  db: Database,
  slug: string,
): Promise<{ store: TeamStore; picture: string | undefined } | undefined> {
  const store = await familiesStore(db, slug);
  if (!store || store.accessCode) return undefined;
  // The team's own picture (logo or approved proof) before any item's: each store's card its own.
  const own = await storePicture(db, store);
  const items = own ? [] : await itemsOf(db, store.id);
  const picture = own ?? items.find((row) => row.productImage)?.productImage ?? undefined;
  return { store, picture };
}
