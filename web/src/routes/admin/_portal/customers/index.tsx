import { createFileRoute } from "@tanstack/react-router";
import { customersData } from "../../../../features/admin/customers/customers-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/customers/")({
  ...customersData.route,
  component: adminScreen("CustomersScreen"),
  errorComponent: adminScreen("CustomersError"),
});
