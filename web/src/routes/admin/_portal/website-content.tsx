import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../features/admin/shared/ComingSoon";

export const Route = createFileRoute("/admin/_portal/website-content")({ component: WebsiteContent });

function WebsiteContent() {
  return (
    <ComingSoon
      title="Website Content"
      description="The texts and images of the public pages, grouped by page and section."
    />
  );
}
