import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { prefetchTeamStore } from "../../../../features/admin/team-stores/team-store-data";

export const Route = createFileRoute("/admin/_portal/team-stores/$id")({
  loader: ({ context, params }) => prefetchTeamStore(context.queryClient, context.access, params.id),
  component: adminScreen("TeamStorePageScreen"),
});
