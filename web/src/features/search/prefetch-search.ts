import { MAX_SEARCH_RESULTS } from "@store/api/domains/products/search-limits";
import type { QueryClient } from "@tanstack/react-query";
import { fetchSearchGroups } from "./use-search-groups";

/** What the search page shows for `query`, fetched for a server render to draw it with. */
export const prefetchSearch = (queryClient: QueryClient, query: string) =>
  fetchSearchGroups(queryClient, query, MAX_SEARCH_RESULTS);
