import { createFileRoute } from "@tanstack/react-router";
import { productionRoute } from "../../../features/admin/production/production-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/production")({
  loader: ({ context }) => productionRoute.loader({ context }),
  component: adminScreen("ProductionScreen"),
});
