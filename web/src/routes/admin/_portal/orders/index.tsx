import { createFileRoute } from "@tanstack/react-router";
import { ordersData } from "../../../../features/admin/orders/orders-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/orders/")({
  ...ordersData.route,
  component: adminScreen("OrdersScreen"),
  errorComponent: adminScreen("OrdersError"),
});
