import { MAX_SEARCH_RESULTS } from "@store/api/domains/products/search-schemas";
import { createFileRoute } from "@tanstack/react-router";
import { SearchResultsPage } from "../features/search/SearchResultsPage";
import { prefetchSearch } from "../features/search/use-search-groups";

export interface SearchParams {
  q?: string;
}

// A plain function, not zod: this runs in the entry bundle (route search validation is not split).
const validateSearch = (raw: Record<string, unknown>): SearchParams =>
  typeof raw.q === "string" && raw.q.trim() !== "" ? { q: raw.q.slice(0, 200) } : {};

export const Route = createFileRoute("/search")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  // Only a server render waits for the results (so the page it draws lists them); in the browser
  // the page asks as the shopper types and keeps the last results meanwhile.
  loader: async ({ context, deps }) => {
    if (import.meta.env.SSR) await prefetchSearch(context.queryClient, deps.q ?? "", MAX_SEARCH_RESULTS);
  },
  component: Search,
});

function Search() {
  const { q = "" } = Route.useSearch();
  return <SearchResultsPage query={q} />;
}
