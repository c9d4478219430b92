import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// Every signed-in staff member's own page, whatever their role allows.
export const Route = createFileRoute("/admin/_portal/account")({
  component: adminScreen("AccountScreen"),
});
