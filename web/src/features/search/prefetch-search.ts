import { MAX_SEARCH_RESULTS } from "@store/api/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { fetchSearchGroups } from "./use-search-groups";

/** What the search page shows for `query`, fetched for a server render to draw it with. */
export const prefetchSearch = (queryClient: QueryClient, query: string) =>
  fetchSearchGroups(queryClient, query, MAX_SEARCH_RESULTS);
