import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { artworkData } from "../../../features/admin/submissions/artwork-data";

// Spec §2: the portal's index and /admin/custom-artwork-submissions are the same screen.
export const Route = createFileRoute("/admin/_portal/")({
  ...artworkData.route,
  component: adminScreen("ArtworkSubmissionsScreen"),
  errorComponent: adminScreen("ArtworkSubmissionsError"),
});
