import { createFileRoute } from "@tanstack/react-router";
import { SearchResultsPage } from "../features/search/SearchResultsPage";

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
  // the page asks as the shopper types and keeps the last results meanwhile. Imported on the server
  // only: the browser's build drops this block, so the entry does not carry the search's code.
  loader: async ({ context, deps }) => {
    if (!import.meta.env.SSR) return;
    const { prefetchSearch } = await import("../features/search/prefetch-search");
    await prefetchSearch(context.queryClient, deps.q ?? "");
  },
  component: Search,
});

function Search() {
  const { q = "" } = Route.useSearch();
  return <SearchResultsPage query={q} />;
}
