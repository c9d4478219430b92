import { createFileRoute } from "@tanstack/react-router";
import { type AuditSearch, auditData } from "../../../features/admin/audit/audit-data";
import { adminScreen } from "../../../features/admin/routing/admin-screen";
import { typedAddress } from "../../../lib/search-params";

export const Route = createFileRoute("/admin/_portal/audit-log")({
  // The address is read by the loader and the screen, which travel apart from the entry.
  validateSearch: typedAddress<AuditSearch>(),
  loaderDeps: ({ search }) => search,
  loader: (args) => auditData.route.loader(args),
  component: adminScreen("AuditLogScreen"),
  errorComponent: adminScreen("AuditLogError"),
});
