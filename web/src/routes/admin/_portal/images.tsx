import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../features/admin/shared/ComingSoon";

export const Route = createFileRoute("/admin/_portal/images")({ component: ManageImages });

function ManageImages() {
  return (
    <ComingSoon
      title="Manage Images"
      description="The image library: upload pictures for products and pages and copy their addresses."
    />
  );
}
