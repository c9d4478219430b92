import { createFileRoute } from "@tanstack/react-router";
import { apiKeysData } from "../../../features/admin/api-keys/api-keys-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/api-keys")({
  // No address of its own; the loader travels with the screen, apart from the entry.
  loader: ({ context }) => apiKeysData.route.loader({ context, deps: {} }),
  component: adminScreen("ApiKeysScreen"),
  errorComponent: adminScreen("ApiKeysError"),
});
