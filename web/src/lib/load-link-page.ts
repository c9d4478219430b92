import type { EnsureQueryDataOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { httpStatusOf, retryUnlessRefused } from "./server-refusal";

/**
 * The loader of a page a link opens (a team store, a private order or proof link). Drawn by the
 * server, the answer is already in the cache and nothing is asked; an unknown or malformed link is
 * the store's not-found page (the server answers it 404), on the server and in the browser alike.
 * Any other failure is left to the page, which says what went wrong and offers a way on.
 */
export async function loadLinkPage<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> {
  try {
    await queryClient.ensureQueryData({ ...options, retry: retryUnlessRefused });
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
  }
}
