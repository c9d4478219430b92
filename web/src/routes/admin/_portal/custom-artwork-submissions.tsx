import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/_portal/custom-artwork-submissions")({
  component: ArtworkSubmissions,
});

function ArtworkSubmissions() {
  return (
    <AdminPlaceholder title="Artwork Submissions">
      Custom artwork requests from customers, newest first, with their uploaded files.
    </AdminPlaceholder>
  );
}
