import { createFileRoute } from "@tanstack/react-router";
import { checkAccess } from "../../../app/admin-door/access";
import { CheckingAccess } from "../../../app/admin-door/CheckingAccess";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// Every admin page sits in this layout: the server is asked who is signed in before any admin
// data is loaded, and the answer (granted or denied) is passed to the pages' loaders.
export const Route = createFileRoute("/admin/_portal")({
  beforeLoad: async ({ context, location }) => ({
    access: await checkAccess(context.queryClient, location.href, location.pathname),
  }),
  pendingComponent: CheckingAccess,
  pendingMs: 0,
  pendingMinMs: 0,
  component: adminScreen("AdminPortal"),
});
