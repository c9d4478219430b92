import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { artworkData } from "../../../features/admin/submissions/artwork-data";

export const Route = createFileRoute("/admin/_portal/custom-artwork-submissions")({
  ...artworkData.route,
  component: adminScreen("ArtworkSubmissionsScreen"),
  errorComponent: adminScreen("ArtworkSubmissionsError"),
});
