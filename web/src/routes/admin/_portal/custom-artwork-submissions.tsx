import { createFileRoute } from "@tanstack/react-router";
import { artworkSearchParser, prefetchArtworkScreen } from "../../../features/admin/routing/artwork-search";
import { ArtworkScreen } from "../../../features/admin/submissions/ArtworkScreen";

export const Route = createFileRoute("/admin/_portal/custom-artwork-submissions")({
  validateSearch: artworkSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchArtworkScreen(context.queryClient, context.access, deps),
  component: () => <ArtworkScreen at="/admin/custom-artwork-submissions" />,
});
