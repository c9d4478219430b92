import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { staffData } from "../../../features/admin/staff/staff-data";

export const Route = createFileRoute("/admin/_portal/staff")({
  ...staffData.route,
  component: adminScreen("StaffScreen"),
  errorComponent: adminScreen("StaffError"),
});
