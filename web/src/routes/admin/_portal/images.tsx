import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/_portal/images")({ component: ManageImages });

function ManageImages() {
  return (
    <AdminPlaceholder title="Manage Images">
      The image library: upload pictures for products and pages and copy their addresses.
    </AdminPlaceholder>
  );
}
