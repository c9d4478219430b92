import { createFileRoute } from "@tanstack/react-router";
import { apiKeysData } from "../../../features/admin/api-keys/api-keys-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/api-keys")({
  ...apiKeysData.route,
  component: adminScreen("ApiKeysScreen"),
  errorComponent: adminScreen("ApiKeysError"),
});
