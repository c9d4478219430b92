import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/_portal/products")({ component: ManageProducts });

function ManageProducts() {
  return (
    <AdminPlaceholder title="Manage Products">
      The shop's catalog: add, edit and remove products and their prices.
    </AdminPlaceholder>
  );
}
