import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { contentSearchParser, prefetchContentScreen } from "../../../features/admin/routing/content-search";

export const Route = createFileRoute("/admin/_portal/website-content")({
  validateSearch: contentSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchContentScreen(context.queryClient, context.access, deps),
  component: adminScreen("WebsiteContentScreen"),
});
