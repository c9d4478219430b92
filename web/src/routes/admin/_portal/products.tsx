import { createFileRoute } from "@tanstack/react-router";
import { productsData } from "../../../features/admin/products/products-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/products")({
  ...productsData.route,
  component: adminScreen("ProductsScreen"),
  errorComponent: adminScreen("ProductsError"),
});
