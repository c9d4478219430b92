import type { Database, TeamStore } from "@store/db";
import { STORE_TIME_ZONE } from "../common/store-clock";
import { itemsOf, phaseOf, storeBySlug } from "../domains/team-stores/public-store";
import { closesInWords } from "../domains/team-stores/store-time";
import { AppError } from "../errors/app-error";

/** A team store's family page (`/team/{slug}`); its order links (`/team/{slug}/order/{token}`) are not. */
const TEAM_STORE_PATH = /^\/team\/([a-z0-9]+(?:-[a-z0-9]+){0,30})$/;

export const teamStoreSlugOf = (pathname: string) => {
  const slug = TEAM_STORE_PATH.exec(pathname)?.[1];
  return slug && slug.length <= 60 ? slug : undefined;
};

const day = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
});

/** "Fri Mar 6": the day a moment falls on in the store's zone. */
export const storeDay = (moment: Date) => day.format(moment).replace(",", "");

/** "Clanton Eagles 12U Baseball": the team's name with its sport, unless the name says it. */
export function storeName(store: Pick<TeamStore, "teamName" | "sport">): string {
  const sport = store.sport.trim();
  if (!sport || store.teamName.toLowerCase().includes(sport.toLowerCase())) return store.teamName;
  return `${store.teamName} ${sport.charAt(0).toUpperCase()}${sport.slice(1)}`;
}

/** "team store, closes Fri Mar 6" (or "closed …" once the clock has passed its close). */
export function storeWhen(store: TeamStore, now: Date): string {
  const phase = phaseOf(store, now);
  if (phase !== "closed") return `team store, closes ${storeDay(store.closesAt)}`;
  return now < store.closesAt ? "team store, closed" : `team store, closed ${storeDay(store.closesAt)}`;
}

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
  const items = await itemsOf(db, store.id);
  const picture = items.find((row) => row.productImage)?.productImage ?? undefined;
  return { store, picture };
}

/**
 * The family page's title and description for the page shell (never listed for search engines).
 * A store behind an access code says nothing of its team; an unknown link stays a 404.
 */
export async function teamStorePageMeta(db: Database, pathname: string, now: Date) {
  const slug = teamStoreSlugOf(pathname);
  if (!slug) return undefined;
  const store = await familiesStore(db, slug);
  if (!store) return undefined;
  if (store.accessCode) {
    return {
      title: "Team Store",
      description:
        "Your team's store at Clanton Sports Apparel: enter the access code your coach sent to order.",
      noindex: true as const,
    };
  }
  const name = storeName(store);
  const open = phaseOf(store, now) !== "closed";
  return {
    title: `${name}: ${storeWhen(store, now)}`,
    description: open
      ? `Order ${store.teamName}'s items with size, name and number from Clanton Sports Apparel; the store ${closesInWords(store.closesAt)}.`
      : `${store.teamName}'s team store at Clanton Sports Apparel is closed. For a late order, call the store.`,
    noindex: true as const,
  };
}
