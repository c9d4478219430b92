import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../features/admin/shared/ComingSoon";

export const Route = createFileRoute("/admin/_portal/products")({ component: ManageProducts });

function ManageProducts() {
  return (
    <ComingSoon
      title="Manage Products"
      description="The shop's catalog: add, edit and remove products and their prices."
    />
  );
}
