import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// "payments_": its own route, not a child of a payments screen, so neither needs the other's outlet.
export const Route = createFileRoute("/admin/_portal/payments_/payouts")({
  component: adminScreen("PayoutsScreen"),
});
