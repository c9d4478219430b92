import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { staffData } from "../../../features/admin/staff/staff-data";

export const Route = createFileRoute("/admin/_portal/staff")({
  // No address of its own; the loader travels with the screen, apart from the entry.
  loader: ({ context }) => staffData.route.loader({ context, deps: {} }),
  component: adminScreen("StaffScreen"),
  errorComponent: adminScreen("StaffError"),
});
