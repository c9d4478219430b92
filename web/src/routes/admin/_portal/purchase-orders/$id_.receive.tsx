import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";

// "$id_": its own route, not a child of the purchase order's page (the door may not see that page).
export const Route = createFileRoute("/admin/_portal/purchase-orders/$id_/receive")({
  component: adminScreen("ReceiveScreen"),
});
