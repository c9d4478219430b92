import { useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { QuoteDetailsPage } from "./QuoteDetailsPage";
import { QuotesPage } from "./QuotesPage";

/** The quotes list wired to its address (/admin/quotes?status=…&page=…). */
export function QuotesScreen() {
  const search = useSearch({ from: "/admin/_portal/quotes/" });
  const navigate = useNavigate();
  return (
    <QuotesPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: "/admin/quotes", search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}

/** One quote's page (/admin/quotes/<id>). */
export function QuoteDetailsScreen() {
  const { id } = useParams({ from: "/admin/_portal/quotes/$id" });
  return <QuoteDetailsPage id={id} />;
}
