import { createFileRoute } from "@tanstack/react-router";
import { prefetchOrderPage } from "../../../../features/admin/orders/page/order-page-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/orders/$number")({
  loader: ({ context, params }) => prefetchOrderPage(context.queryClient, context.access, params.number),
  component: adminScreen("OrderPageScreen"),
});
