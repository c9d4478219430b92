import type { BuiltPages } from "../pages/built-pages";
import { TOPICS, type Topic } from "./topics";

export type { Topic } from "./topics";

const isFile = (path: string) => path.startsWith("/uploads/") || /\.[a-z0-9]+$/i.test(path);

/**
 * The topics a GET path reads, or undefined when its answer must not be cached: the API's reads
 * are the operations declared public and cacheable (`apiReads`, from domains/derived.ts), pages
 * those the page table marks `cached` (the same for everyone; pages/built-pages.ts).
 */
export function publicReads(
  apiReads: (path: string) => Topic[] | undefined,
  pages: BuiltPages,
): (path: string) => Topic[] | undefined {
  return (path) => {
    if (path.startsWith("/api/") || path.startsWith("/trpc/")) return apiReads(path);
    if (isFile(path)) return undefined;
    const match = pages.match(path);
    return match?.kind.cached && match.kind.audience === "everyone" ? [...TOPICS] : undefined;
  };
}
