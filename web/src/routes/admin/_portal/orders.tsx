import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { orderSearchParser, prefetchOrdersScreen } from "../../../features/admin/routing/order-search";

export const Route = createFileRoute("/admin/_portal/orders")({
  validateSearch: orderSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOrdersScreen(context.queryClient, context.access, deps),
  component: adminScreen("OrdersScreen"),
});
