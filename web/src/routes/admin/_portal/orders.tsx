import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../../features/layout/AdminPlaceholder";

export const Route = createFileRoute("/admin/_portal/orders")({ component: ManageOrders });

function ManageOrders() {
  return (
    <AdminPlaceholder title="Manage Orders">
      Every order with its customer, product and status, which staff can update as work progresses.
    </AdminPlaceholder>
  );
}
