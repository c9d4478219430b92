import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../features/admin/routing/admin-screen";

// "Forgot password?" from the sign-in page.
export const Route = createFileRoute("/admin/forgot-password")({
  component: adminScreen("ForgotPasswordScreen"),
});
