import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/_portal/")({ component: AdminHome });

// Spec §2: the portal's index and /admin/custom-artwork-submissions are the same screen.
function AdminHome() {
  return (
    <AdminPlaceholder title="Artwork Submissions">
      Custom artwork requests from customers, newest first, with their uploaded files.
    </AdminPlaceholder>
  );
}
