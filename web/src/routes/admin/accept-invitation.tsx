import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../features/admin/routing/admin-screen";

// The e-mailed invitation: /admin/accept-invitation#<token> (the token never reaches a server's log).
export const Route = createFileRoute("/admin/accept-invitation")({
  component: adminScreen("AcceptInvitationScreen"),
});
