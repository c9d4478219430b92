import { createFileRoute } from "@tanstack/react-router";
import { inboxRoute } from "../../../features/admin/payments-inbox/inbox-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// "payments_": its own route, never a child of a payments screen at /admin/payments.
export const Route = createFileRoute("/admin/_portal/payments_/inbox")({
  loader: ({ context }) => inboxRoute.loader({ context }),
  component: adminScreen("PaymentsInboxScreen"),
});
