import { useNavigate, useSearch } from "@tanstack/react-router";
import { AuditLogPage } from "./AuditLogPage";

/** The audit log wired to its address (/admin/audit-log?entity=…&page=…). */
export function AuditLogScreen() {
  const search = useSearch({ from: "/admin/_portal/audit-log" });
  const navigate = useNavigate();
  return (
    <AuditLogPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: "/admin/audit-log", search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}
