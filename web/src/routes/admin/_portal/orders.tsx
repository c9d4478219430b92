import { createFileRoute } from "@tanstack/react-router";
import { OrdersPage } from "../../../features/admin/orders/OrdersPage";
import { orderSearchParser, prefetchOrdersScreen } from "../../../features/admin/routing/order-search";

export const Route = createFileRoute("/admin/_portal/orders")({
  validateSearch: orderSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOrdersScreen(context.queryClient, context.access, deps),
  component: ManageOrders,
});

function ManageOrders() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: { ...search, ...patch }, resetScroll: false })}
    />
  );
}
