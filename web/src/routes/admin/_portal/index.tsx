import { createFileRoute } from "@tanstack/react-router";
import { ArtworkScreen } from "../../../features/admin/submissions/ArtworkScreen";
import {
  artworkSearchParser,
  prefetchArtworkScreen,
} from "../../../features/admin/submissions/artwork-search";

// Spec §2: the portal's index and /admin/custom-artwork-submissions are the same screen.
export const Route = createFileRoute("/admin/_portal/")({
  validateSearch: artworkSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchArtworkScreen(context.queryClient, context.access, deps),
  component: () => <ArtworkScreen at="/admin" />,
});
