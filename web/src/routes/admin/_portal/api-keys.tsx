import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/admin/_portal/api-keys")({
  loader: async ({ context }) => {
    if (context.access.status === "granted") {
      await context.queryClient.prefetchQuery(trpc.apiKeys.list.queryOptions());
    }
  },
  component: adminScreen("ApiKeysPage"),
});
