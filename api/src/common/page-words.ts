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

type TeamStoreAnswer =
  | { locked: true }
  | { locked: false; team_name: string; closes_in_words: string; notice: string | null; phase: string };

/**
 * A team store's words. A locked store says nothing of its team: only that it needs its code. A
 * shared link's preview reads "Clanton Eagles 12U Baseball: team store, closes Fri Mar 6, 8:00 PM CT."
 */
export function teamStoreWords(store: TeamStoreAnswer): PageWords {
  if (store.locked)
    return { title: "Team Store", description: "A team store: enter its access code to see it and order." };
  const when = store.phase === "open" || store.phase === "upcoming" ? store.closes_in_words : store.notice;
  return {
    title: `${store.team_name}: Team Store`,
    description: `${store.team_name}: team store${when ? `, ${lowerFirst(when.replace(/\.$/, ""))}` : ""}.`,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
