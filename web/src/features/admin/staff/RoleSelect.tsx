import { Select, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { roleWords } from "@store/api/contracts";
import type { StaffAccount } from "./StaffList";

type Role = StaffAccount["role"];

const options = (Object.keys(roleWords) as Role[]).map((role) => ({
  value: role,
  label: roleWords[role].label,
}));

/**
 * A person's role, which the owner changes here; each choice says what the role allows. The
 * change is confirmed first: it signs the person out. Your own role is shown, not changed here.
 */
export function RoleSelect({
  account,
  busy,
  onChange,
}: {
  account: StaffAccount;
  busy: boolean;
  onChange: (role: Role) => void;
}) {
  const confirm = (role: Role) =>
    modals.openConfirmModal({
      title: "Change role",
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Make {account.email} a {roleWords[role].label.toLowerCase()}? {roleWords[role].description}
          </Text>
          <Text size="sm">They are signed out at once and sign in again with the new role.</Text>
        </Stack>
      ),
      labels: { confirm: "Change role", cancel: "Cancel" },
      onConfirm: () => onChange(role),
    });
  return (
    <Select
      aria-label={account.is_you ? "Your role (another owner can change it)" : `Role of ${account.email}`}
      data={options}
      value={account.role}
      onChange={(value) => value && value !== account.role && confirm(value as Role)}
      disabled={account.is_you || busy}
      allowDeselect={false}
      size="xs"
      w={150}
      comboboxProps={{ withinPortal: true, width: 300, position: "bottom-start" }}
      // Four roles fit whole: a scrolling list of options that take no focus is a keyboard trap (axe).
      withScrollArea={false}
      renderOption={({ option }) => (
        <div>
          <Text size="sm" fw={600}>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed">
            {roleWords[option.value as Role].description}
          </Text>
        </div>
      )}
    />
  );
}
