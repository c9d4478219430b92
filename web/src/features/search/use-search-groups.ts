import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sitePages } from "../../data/site-pages";
import { stockDesigns } from "../../data/stock-designs";
import { trpc } from "../../lib/trpc";
import { buildSearchGroups, type SearchKind } from "./search-index";

/** How long typing pauses before the catalogue is asked (each keystroke would be a call otherwise). */
const SEARCH_DELAY_MS = 150;

/**
 * Everything the store can search for `query`, grouped. The catalogue is searched on the server,
 * which sends its best `productLimit` matches and how many there are; the designs, posts and pages
 * are few and searched here. `loading` is true until the catalogue has answered for what was typed.
 */
export function useSearchGroups(query: string, productLimit: number) {
  const [typed] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const products = useQuery({
    ...trpc.products.search.queryOptions({ q: typed, limit: productLimit }),
    enabled: typed !== "",
    // The previous results stay while the next ones are on their way.
    placeholderData: keepPreviousData,
  });
  const posts = useQuery(trpc.content.blogPosts.queryOptions({}));
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
