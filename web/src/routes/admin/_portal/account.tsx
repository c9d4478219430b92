import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// Each person's own sign-in; the owner's rule keeps a session here until a second factor is set up.
export const Route = createFileRoute("/admin/_portal/account")({
  component: adminScreen("AccountScreen"),
});
