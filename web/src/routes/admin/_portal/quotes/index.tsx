import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { prefetchQuotesScreen, quoteSearchParser } from "../../../../features/admin/routing/quote-search";

export const Route = createFileRoute("/admin/_portal/quotes/")({
  validateSearch: quoteSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchQuotesScreen(context.queryClient, context.access, deps),
  component: adminScreen("QuotesScreen"),
});
