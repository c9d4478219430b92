import { createFileRoute } from "@tanstack/react-router";
import { type OrderSearch, ordersData } from "../../../../features/admin/orders/orders-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/orders/")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<OrderSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => ordersData.route.loader(args),
  component: adminScreen("OrdersScreen"),
  errorComponent: adminScreen("OrdersError"),
});
