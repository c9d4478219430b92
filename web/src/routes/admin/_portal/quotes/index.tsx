import { createFileRoute } from "@tanstack/react-router";
import { type QuoteSearch, quotesData } from "../../../../features/admin/quotes/quotes-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/quotes/")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<QuoteSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => quotesData.route.loader(args),
  component: adminScreen("QuotesScreen"),
  errorComponent: adminScreen("QuotesError"),
});
