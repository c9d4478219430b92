import { createFileRoute } from "@tanstack/react-router";
import { type ImageSearch, imagesData } from "../../../features/admin/images/images-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/images")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<ImageSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => imagesData.route.loader(args),
  component: adminScreen("ImagesScreen"),
  errorComponent: adminScreen("ImagesError"),
});
