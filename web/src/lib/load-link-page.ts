import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { retryUnlessRefused } from "./server-refusal";

/**
 * How a page a link opens reads its answer: one more try after a failed connection, none after a
 * refusal, and a refusal drawn by the server is not asked again when the browser takes the page
 * over (it would draw a spinner where the server drew the page's "not found" words).
 */
export const linkPageQuery = { retry: retryUnlessRefused, retryOnMount: false } as const;

/**
 * The loader of a page a link opens (a team store, a private order or proof link). Drawn by the
 * server, the answer is already in the cache and nothing is asked. A link that opens nothing keeps
 * its refusal in the cache: the page draws its own words for it ("Order not found", "This link is
 * not valid") on the server, which answers 404, and the browser hydrates the same (initial-data.ts).
 */
export async function loadLinkPage<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, TError, TData, TKey>,
): Promise<void> {
  await queryClient.prefetchQuery({ ...options, ...linkPageQuery });
}
