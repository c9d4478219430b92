/**
 * A page's title and description made from what it reads: the server names the first page with
 * them (pages/first-reads.ts), and the web app names the page with the same words when a visitor
 * moves to it. Structural types only, so the browser's build takes no schema along.
 */
export interface PageWords {
  title: string;
  description: string;
}

const BRAND = "Clanton Sports Apparel";

export const productWords = (product: { name: string; description?: string | null }): PageWords => ({
  title: product.name,
  description: product.description ?? `${product.name} from the ${BRAND} shop.`,
});

export const postWords = (post: { title: string; excerpt: string }): PageWords => ({
  title: post.title,
  description: post.excerpt,
});

/** What a team store's words are made of: the family page's answer, or a store row mapped to it. */
export interface TeamStoreFacts {
  team_name: string;
  sport: string;
  /** preview, upcoming, open or closed, by the server's clock. */
  phase: string;
  closes_at: string;
  /** "closes Fri Mar 6, 8:00 PM CT" */
  closes_in_words: string;
}

// Made on first use, not when the module loads: a browser's first Intl formatter loads its locale
// data (85-140 ms at Lighthouse's 4x slowdown, measured in Chromium), and a product's page loads
// this module for its title while only a team store's page shows a day.
let day: Intl.DateTimeFormat | undefined;

/** "Fri Mar 6": the day a moment falls on in the store's zone. */
export function storeDay(moment: string | Date): string {
  day ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Chicago",
    weekday: "short",
    month: "short",
    day: "numeric",
  });
  return day.format(new Date(moment)).replace(",", "");
}

/** "Clanton Eagles 12U Baseball": the team's name with its sport, unless the name says it. */
export function teamStoreName({ team_name, sport }: Pick<TeamStoreFacts, "team_name" | "sport">): string {
  const word = sport.trim();
  if (!word || team_name.toLowerCase().includes(word.toLowerCase())) return team_name;
  return `${team_name} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** "team store, closes Fri Mar 6", or "team store, closed" once it has. */
export const teamStoreWhen = ({ phase, closes_at }: Pick<TeamStoreFacts, "phase" | "closes_at">) =>
  phase === "closed" ? "team store, closed" : `team store, closes ${storeDay(closes_at)}`;

/**
 * A team store's words: a shared link's preview reads "Clanton Eagles 12U Baseball: team store,
 * closes Fri Mar 6". A store behind an access code says nothing of its team.
 */
export function teamStoreWords(store: ({ locked: false } & TeamStoreFacts) | { locked: true }): PageWords {
  if (store.locked)
    return {
      title: "Team Store",
      description: `Your team's store at ${BRAND}: enter the access code your coach sent to order.`,
    };
  const name = teamStoreName(store);
  return {
    title: `${name}: ${teamStoreWhen(store)}`,
    description:
      store.phase === "closed"
        ? `${store.team_name}'s team store at ${BRAND} is closed. For a late order, call the store.`
        : `Order ${store.team_name}'s items with size, name and number from ${BRAND}; the store ${store.closes_in_words}.`,
  };
}
