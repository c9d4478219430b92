import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sitePages } from "../../data/site-pages";
import { stockDesigns } from "../../data/stock-designs";
import { trpc } from "../../lib/trpc";
import { buildSearchGroups } from "./search-index";

/** Everything the store can search, grouped, and whether the catalogue is still arriving. */
export function useSearchGroups() {
  const products = useQuery(trpc.products.list.queryOptions());
  const posts = useQuery(trpc.content.blogPosts.queryOptions({}));
  const groups = useMemo(
    () =>
      buildSearchGroups({
        products: products.data ?? [],
        posts: posts.data ?? [],
        designs: stockDesigns,
        pages: sitePages,
      }),
    [products.data, posts.data],
  );
  return { groups, loading: products.isPending || posts.isPending };
}
