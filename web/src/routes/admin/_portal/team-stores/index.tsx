import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../../features/admin/routing/admin-screen";
import { teamStoresData } from "../../../../features/admin/team-stores/team-stores-data";

export const Route = createFileRoute("/admin/_portal/team-stores/")({
  ...teamStoresData.route,
  component: adminScreen("TeamStoresScreen"),
  errorComponent: adminScreen("TeamStoresError"),
});
