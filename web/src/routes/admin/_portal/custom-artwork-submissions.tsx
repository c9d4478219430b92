import { createFileRoute } from "@tanstack/react-router";
import { ArtworkScreen } from "../../../features/admin/submissions/ArtworkScreen";
import {
  artworkSearchParser,
  prefetchArtworkScreen,
} from "../../../features/admin/submissions/artwork-search";

export const Route = createFileRoute("/admin/_portal/custom-artwork-submissions")({
  validateSearch: artworkSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchArtworkScreen(context.queryClient, context.access, deps),
  component: () => <ArtworkScreen at="/admin/custom-artwork-submissions" />,
});
