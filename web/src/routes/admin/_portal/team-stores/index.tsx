import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import {
  type TeamStoreSearch,
  teamStoresData,
} from "../../../../features/admin/team-stores/team-stores-data";
import { typedAddress } from "../../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/team-stores/")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<TeamStoreSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => teamStoresData.route.loader(args),
  component: adminScreen("TeamStoresScreen"),
  errorComponent: adminScreen("TeamStoresError"),
});
