import { TOPICS, type Topic } from "./topics";

export type { Topic } from "./topics";

/**
 * Pages that are the same for everyone: every page of the web app (its shell carries the first
 * screen's products, content or posts) except those that are someone's own or staff's, and files.
 * A team store's page names its store (title, preview card) and changes with it: not cached here.
 */
const PRIVATE_PAGES = /^\/(admin|orders|review|checkout|account|coach|team)(\/|$)/;
const isPublicPage = (path: string) =>
  !path.startsWith("/api/") &&
  !path.startsWith("/trpc/") &&
  !path.startsWith("/uploads/") &&
  !PRIVATE_PAGES.test(path) &&
  !/\.[a-z0-9]+$/i.test(path);

/**
 * The topics a GET path reads, or undefined when its answer must not be cached: the API's reads
 * are the operations declared public and cacheable (`apiReads`, from domains/derived.ts), pages
 * those above.
 */
export function publicReads(
  apiReads: (path: string) => Topic[] | undefined,
): (path: string) => Topic[] | undefined {
  return (path) => {
    if (path.startsWith("/api/") || path.startsWith("/trpc/")) return apiReads(path);
    return isPublicPage(path) ? [...TOPICS] : undefined;
  };
}
