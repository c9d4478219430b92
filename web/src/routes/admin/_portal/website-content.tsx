import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/_portal/website-content")({ component: WebsiteContent });

function WebsiteContent() {
  return (
    <AdminPlaceholder title="Website Content">
      The texts and images of the public pages, grouped by page and section.
    </AdminPlaceholder>
  );
}
