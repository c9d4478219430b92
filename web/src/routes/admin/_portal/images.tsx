import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { imageSearchParser, prefetchImagesScreen } from "../../../features/admin/routing/image-search";

export const Route = createFileRoute("/admin/_portal/images")({
  validateSearch: imageSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchImagesScreen(context.queryClient, context.access, deps),
  component: adminScreen("ImagesScreen"),
});
