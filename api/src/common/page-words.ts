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
  /** "closes Fri Mar 6, 8:00 PM CT" */
  closes_in_words: string;
}

/** "Clanton Eagles 12U Baseball": the team's name with its sport, unless the name says it. */
export function teamStoreName({ team_name, sport }: Pick<TeamStoreFacts, "team_name" | "sport">): string {
  const word = sport.trim();
  if (!word || team_name.toLowerCase().includes(word.toLowerCase())) return team_name;
  return `${team_name} ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/**
 * "team store, closes Fri Mar 6", or "team store, closed" once it has: the day is cut from the words
 * the server wrote ("closes Fri Mar 6, 8:00 PM CT"), so a browser naming the page builds no date
 * formatter. Its first one in the store's zone loads the zone's data: 14-16 ms in one task on this
 * machine, unthrottled, while the team's page comes alive.
 */
export const teamStoreWhen = ({
  phase,
  closes_in_words,
}: Pick<TeamStoreFacts, "phase" | "closes_in_words">) =>
  phase === "closed" ? "team store, closed" : `team store, ${closes_in_words.split(",")[0]}`;

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
