import { createFileRoute } from "@tanstack/react-router";
import { type ContentSearch, contentData } from "../../../features/admin/content/content-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/website-content")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<ContentSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => contentData.route.loader(args),
  component: adminScreen("WebsiteContentScreen"),
  errorComponent: adminScreen("WebsiteContentError"),
});
