import { createFileRoute } from "@tanstack/react-router";
import { artworkSearchParser, prefetchArtworkScreen } from "../../../features/admin/routing/artwork-search";
import { ArtworkScreen } from "../../../features/admin/submissions/ArtworkScreen";

// Spec §2: the portal's index and /admin/custom-artwork-submissions are the same screen.
export const Route = createFileRoute("/admin/_portal/")({
  validateSearch: artworkSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchArtworkScreen(context.queryClient, context.access, deps),
  component: () => <ArtworkScreen at="/admin" />,
});
