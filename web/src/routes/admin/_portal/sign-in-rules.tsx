import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/sign-in-rules")({
  component: adminScreen("SignInRulesScreen"),
});
