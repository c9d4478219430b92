import { createFileRoute } from "@tanstack/react-router";
import { prefetchQuoteDetails } from "../../../../features/admin/quotes/quotes-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/quotes/$id")({
  loader: ({ context, params }) => prefetchQuoteDetails(context.queryClient, context.access, params.id),
  component: adminScreen("QuoteDetailsScreen"),
});
