import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// A staff member's own account (password; two-factor and passkeys): every staff role may open it.
export const Route = createFileRoute("/admin/_portal/account")({
  component: adminScreen("AccountScreen"),
});
