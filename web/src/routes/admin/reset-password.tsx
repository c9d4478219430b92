import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../features/admin/routing/admin-screen";

// The e-mailed reset link: /admin/reset-password#<token> (the token never reaches a server's log).
export const Route = createFileRoute("/admin/reset-password")({
  component: adminScreen("ResetPasswordScreen"),
});
