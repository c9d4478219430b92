import type { BlogCategory, BlogPost } from "./post";

/** The post fields the blog filters, orders and links on. */
export type ListedPost = Pick<BlogPost, "slug" | "title" | "excerpt" | "category" | "created_at">;

/** Lower-cased and stripped of accents, so "TEAM" finds "team" and "cafe" finds "café". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();

/** Case-insensitive substring match on title or excerpt (spec §5); a blank query matches all. */
export function matchesSearch(post: ListedPost, query: string): boolean {
  const needle = fold(query.trim());
  if (needle === "") return true;
  return fold(post.title).includes(needle) || fold(post.excerpt).includes(needle);
}

export const matchesCategory = (post: ListedPost, category: BlogCategory) =>
  category === "all" || post.category === category;

/** The posts in the category that match the search, in the order given. */
export const filterPosts = <T extends ListedPost>(
  posts: readonly T[],
  { category, query }: { category: BlogCategory; query: string },
): T[] => posts.filter((p) => matchesCategory(p, category) && matchesSearch(p, query));

const time = (post: ListedPost) => Date.parse(post.created_at) || 0;

/** Newest first; the slug breaks ties so the order never shuffles (the API's order). */
export const newestFirst = <T extends ListedPost>(posts: readonly T[]): T[] =>
  [...posts].sort((a, b) => time(b) - time(a) || a.slug.localeCompare(b.slug));

export const RECENT_POST_COUNT = 3;

/** The side panel's "Recent Posts": the newest few of all posts, whatever the filters (spec §9). */
export const recentPosts = <T extends ListedPost>(posts: readonly T[], count = RECENT_POST_COUNT): T[] =>
  newestFirst(posts).slice(0, count);

/** How many posts each category radio would show for the current search. */
export function countByCategory(
  posts: readonly ListedPost[],
  categories: readonly BlogCategory[],
  query: string,
): Record<BlogCategory, number> {
  const matching = posts.filter((p) => matchesSearch(p, query));
  return Object.fromEntries(
    categories.map((c) => [c, matching.filter((p) => matchesCategory(p, c)).length]),
  ) as Record<BlogCategory, number>;
}

export interface Neighbours<T> {
  /** The next older post, if any. */
  previous: T | undefined;
  /** The next newer post, if any. */
  next: T | undefined;
}

/**
 * The posts published just before and just after this one. Found by date rather than by place in
 * the list, so it also works when the list is the sample blog and the post is not in it.
 */
export function neighbours<T extends ListedPost>(posts: readonly T[], current: ListedPost): Neighbours<T> {
  const others = newestFirst(posts.filter((p) => p.slug !== current.slug));
  const at = time(current);
  const isOlder = (p: T) => time(p) < at || (time(p) === at && p.slug > current.slug);
  return {
    previous: others.find(isOlder),
    next: others.filter((p) => !isOlder(p)).at(-1),
  };
}

export const RELATED_POST_COUNT = 3;

/** Other posts to read next: the same category first, then the newest of the rest. */
export function relatedPosts<T extends ListedPost>(
  posts: readonly T[],
  current: ListedPost,
  count = RELATED_POST_COUNT,
): T[] {
  const others = newestFirst(posts.filter((p) => p.slug !== current.slug));
  const same = others.filter((p) => p.category === current.category);
  const rest = others.filter((p) => p.category !== current.category);
  return [...same, ...rest].slice(0, count);
}
