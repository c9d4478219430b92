import { createFileRoute } from "@tanstack/react-router";
import { prefetchCustomer } from "../../../../features/admin/customers/customers-data";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/customers/$id")({
  loader: ({ context, params }) => prefetchCustomer(context.queryClient, context.access, params.id),
  component: adminScreen("CustomerPageScreen"),
});
