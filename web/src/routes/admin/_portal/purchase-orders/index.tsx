import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/purchase-orders/")({
  component: adminScreen("PurchaseOrdersScreen"),
});
