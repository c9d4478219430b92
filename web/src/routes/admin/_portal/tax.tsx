import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { taxRoute } from "../../../features/admin/tax/tax-data";

export const Route = createFileRoute("/admin/_portal/tax")({
  // No address of its own; the loader travels with the screen, apart from the entry.
  loader: ({ context }) => taxRoute.loader({ context }),
  component: adminScreen("TaxScreen"),
});
