import { createFileRoute } from "@tanstack/react-router";
import { SearchResultsPage } from "../features/search/SearchResultsPage";

export interface SearchParams {
  q?: string;
}

// A plain function, not zod: this runs in the entry bundle (route search validation is not split).
const validateSearch = (raw: Record<string, unknown>): SearchParams =>
  typeof raw.q === "string" && raw.q.trim() !== "" ? { q: raw.q.slice(0, 200) } : {};

export const Route = createFileRoute("/search")({ validateSearch, component: Search });

function Search() {
  const { q = "" } = Route.useSearch();
  return <SearchResultsPage query={q} />;
}
