import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { artworkSearchParser, prefetchArtworkScreen } from "../../../features/admin/routing/artwork-search";

// Spec §2: the portal's index and /admin/custom-artwork-submissions are the same screen.
export const Route = createFileRoute("/admin/_portal/")({
  validateSearch: artworkSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchArtworkScreen(context.queryClient, context.access, deps),
  component: adminScreen("ArtworkIndexScreen"),
});
