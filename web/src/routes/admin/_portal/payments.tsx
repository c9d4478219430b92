import { createFileRoute } from "@tanstack/react-router";
import { paymentSettingsRoute } from "../../../features/admin/payments/payment-settings-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/payments")({
  loader: ({ context }) => paymentSettingsRoute.loader({ context }),
  component: adminScreen("PaymentsScreen"),
});
