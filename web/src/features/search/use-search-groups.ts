import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sitePages } from "../../data/site-search-pages";
import { stockDesigns } from "../../data/stock-designs";
import { trpc } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { buildSearchGroups, type SearchKind } from "./search-index";

/** How long typing pauses before the catalogue is asked (each keystroke would be a call otherwise). */
const SEARCH_DELAY_MS = 150;

/** The catalogue's best matches for what was typed, as the search asks. */
const productSearchOptions = (query: string, limit: number) =>
  trpc.products.search.queryOptions({ q: query.trim(), limit });

/** Every blog post, which the search looks through on the page. */
const allPostsOptions = () => trpc.content.blogPosts.queryOptions({});

/** Fetches what the search page shows for `query`, for a server render to draw it with. */
export async function fetchSearchGroups(queryClient: QueryClient, query: string, limit: number) {
  await Promise.all([
    queryClient.prefetchQuery(allPostsOptions()),
    query.trim() ? queryClient.prefetchQuery(productSearchOptions(query, limit)) : undefined,
  ]);
}

/**
 * Everything the store can search for `query`, grouped. The catalogue is searched on the server,
 * which sends its best `productLimit` matches and how many there are; the designs, posts and pages
 * are few and searched here. `loading` is true until the catalogue has answered for what was typed.
 */
export function useSearchGroups(query: string, productLimit: number) {
  const typed = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const products = useQuery({
    ...productSearchOptions(typed, productLimit),
    enabled: typed !== "",
    // The previous results stay while the next ones are on their way.
    placeholderData: keepPreviousData,
  });
  const posts = useQuery(allPostsOptions());
  const found = typed === "" ? undefined : products.data;
  const groups = useMemo(
    () =>
      buildSearchGroups({
        products: found?.items ?? [],
        posts: posts.data ?? [],
        designs: stockDesigns,
        pages: sitePages,
      }),
    [found, posts.data],
  );
  // A placeholder's count belongs to the words typed before.
  const totals: Partial<Record<SearchKind, number>> = products.isPlaceholderData
    ? {}
    : { products: found?.total ?? 0 };
  const waiting = query.trim() !== "" && (typed !== query.trim() || products.isFetching);
  return { groups, totals, loading: waiting || posts.isPending };
}
