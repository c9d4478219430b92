import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { auditSearchParser, prefetchAuditLogScreen } from "../../../features/admin/routing/audit-search";

export const Route = createFileRoute("/admin/_portal/audit-log")({
  validateSearch: auditSearchParser,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchAuditLogScreen(context.queryClient, context.access, deps),
  component: adminScreen("AuditLogScreen"),
});
