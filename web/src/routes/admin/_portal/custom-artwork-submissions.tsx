import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { artworkSearchParser, prefetchArtworkScreen } from "../../../features/admin/routing/artwork-search";

export const Route = createFileRoute("/admin/_portal/custom-artwork-submissions")({
  validateSearch: artworkSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchArtworkScreen(context.queryClient, context.access, deps),
  component: adminScreen("ArtworkSubmissionsScreen"),
});
