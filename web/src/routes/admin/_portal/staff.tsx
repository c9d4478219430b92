import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "../../../features/admin/shared/ComingSoon";

export const Route = createFileRoute("/admin/_portal/staff")({ component: StaffAccounts });

function StaffAccounts() {
  return <ComingSoon title="Staff Accounts" description="Who may sign in to the portal." />;
}
