import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/admin/_portal/staff")({
  loader: async ({ context }) => {
    if (context.access.status === "granted") {
      await context.queryClient.prefetchQuery(trpc.staff.list.queryOptions());
    }
  },
  component: adminScreen("StaffPage"),
});
