/** What a cached public read depends on: a write to one of these invalidates it. */
export type Topic = "products" | "content" | "blog";
export const TOPICS: readonly Topic[] = ["products", "content", "blog"];

/**
 * The public reads the catalogue cache may answer, and nothing else. Each answers the same bytes to
 * every caller, signed in or not; admin lists and stats (/api/products/admin, …/stats,
 * products.adminList) are not here, so they are never served from or stored in the cache.
 */
const REST_READS: readonly { pattern: RegExp; topic: Topic }[] = [
  { pattern: /^\/api\/products$/, topic: "products" },
  { pattern: /^\/api\/products\/(?!admin$|stats$)[^/]+$/, topic: "products" },
  { pattern: /^\/api\/website-content$/, topic: "content" },
  { pattern: /^\/api\/blog-posts$/, topic: "blog" },
  { pattern: /^\/api\/blog-posts\/[^/]+$/, topic: "blog" },
];

const TRPC_READS = new Map<string, Topic>([
  ["products.list", "products"],
  ["products.browse", "products"],
  ["products.search", "products"],
  ["products.byId", "products"],
  ["content.list", "content"],
  ["content.blogPosts", "blog"],
  ["content.blogPost", "blog"],
]);

/**
 * Pages that are the same for everyone: every page of the web app (its shell carries the first
 * screen's products, content or posts) except those that are someone's own or staff's, and files.
 */
const PRIVATE_PAGES = /^\/(admin|orders|review|checkout)(\/|$)/;
const isPublicPage = (path: string) =>
  !path.startsWith("/api/") &&
  !path.startsWith("/trpc/") &&
  !path.startsWith("/uploads/") &&
  !PRIVATE_PAGES.test(path) &&
  !/\.[a-z0-9]+$/i.test(path);

/**
 * The topics a GET path reads, or undefined when its answer must not be cached. A tRPC batch
 * (`/trpc/products.list,content.list?batch=1…`) qualifies only when every procedure in it does.
 */
export function topicsOfPublicRead(path: string): Topic[] | undefined {
  if (path.startsWith("/trpc/")) {
    const topics = new Set<Topic>();
    for (const procedure of path.slice("/trpc/".length).split(",")) {
      const topic = TRPC_READS.get(procedure);
      if (!topic) return undefined;
      topics.add(topic);
    }
    return [...topics];
  }
  const read = REST_READS.find(({ pattern }) => pattern.test(path));
  if (read) return [read.topic];
  return isPublicPage(path) ? [...TOPICS] : undefined;
}
