import { createFileRoute } from "@tanstack/react-router";
import { type HomeSearch, homeRoute } from "../../../features/admin/home/home-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../lib/search-params";

// Issue 22: the portal opens on the staff's home (today's work, sales); the artwork list of spec
// §2 is one click away at /admin/custom-artwork-submissions.
export const Route = createFileRoute("/admin/_portal/")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<HomeSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => homeRoute.loader(args),
  component: adminScreen("HomeScreen"),
});
