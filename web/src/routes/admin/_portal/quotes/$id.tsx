import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { prefetchQuoteDetails } from "../../../../features/admin/routing/quote-search";

export const Route = createFileRoute("/admin/_portal/quotes/$id")({
  loader: ({ context, params }) => prefetchQuoteDetails(context.queryClient, context.access, params.id),
  component: adminScreen("QuoteDetailsScreen"),
});
