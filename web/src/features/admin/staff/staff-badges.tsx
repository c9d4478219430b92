import { Badge } from "@mantine/core";
import { roleWords } from "@store/api/contracts";
import type { StaffAccount } from "./StaffList";

// Dot badges: the words stay in the text colour, so they read in both themes (the light fills did not).
const roleColors: Record<StaffAccount["role"], string> = {
  owner: "grape",
  manager: "blue",
  counter: "teal",
  production: "orange",
};

/** A person's role, as a badge beside their address. */
export function RoleBadge({ role }: { role: StaffAccount["role"] }) {
  return (
    <Badge variant="dot" color={roleColors[role]} size="sm" tt="none">
      {roleWords[role].label}
    </Badge>
  );
}

/** Whether the account may sign in. */
export function StatusBadge({ account }: { account: StaffAccount }) {
  return account.deactivated_at ? (
    <Badge variant="dot" color="red" size="sm" tt="none">
      Deactivated
    </Badge>
  ) : (
    <Badge variant="dot" color="green" size="sm" tt="none">
      Active
    </Badge>
  );
}
