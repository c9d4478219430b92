import { createFileRoute } from "@tanstack/react-router";
import { auditData } from "../../../features/admin/audit/audit-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";

export const Route = createFileRoute("/admin/_portal/audit-log")({
  ...auditData.route,
  component: adminScreen("AuditLogScreen"),
  errorComponent: adminScreen("AuditLogError"),
});
