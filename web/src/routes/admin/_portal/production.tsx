import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

// No loader: the screen asks for its page of batches itself, so the route tree (in every shopper's
// first script) carries nothing of it.
export const Route = createFileRoute("/admin/_portal/production")({
  component: adminScreen("ProductionScreen"),
});
