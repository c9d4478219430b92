import { createFileRoute } from "@tanstack/react-router";
import { quotesData } from "../../../../features/admin/quotes/quotes-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/quotes/")({
  ...quotesData.route,
  component: adminScreen("QuotesScreen"),
  errorComponent: adminScreen("QuotesError"),
});
