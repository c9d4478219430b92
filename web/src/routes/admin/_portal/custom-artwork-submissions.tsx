import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { type ArtworkSearch, artworkData } from "../../../features/admin/submissions/artwork-data";
import { typedAddress } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/custom-artwork-submissions")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<ArtworkSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => artworkData.route.loader(args),
  component: adminScreen("ArtworkSubmissionsScreen"),
  errorComponent: adminScreen("ArtworkSubmissionsError"),
});
