import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { RouterOutputs } from "@store/api/contracts";
import {
  IconMailPlus,
  IconUserCheck,
  IconUserMinus,
  IconUserOff,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { defineAdminList } from "../list/define-admin-list";
import { actionsColumn, type RowAction, RowActions } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatDateTime } from "../shared/format";
import { AddStaffModal } from "./AddStaffModal";
import { InviteStaffModal } from "./InviteStaffModal";
import { PendingInvitations } from "./PendingInvitations";
import { RoleSelect } from "./RoleSelect";
import { RoleBadge, StatusBadge } from "./staff-badges";
import { staffData } from "./staff-data";
import { useInvitations } from "./use-invitations";
import { useStaff } from "./use-staff";

export type StaffAccount = RouterOutputs["staff"]["list"][number];

interface RowHandlers {
  busy: (id: string) => boolean;
  onRole: (account: StaffAccount, role: StaffAccount["role"]) => void;
  onActive: (account: StaffAccount) => void;
  onRemove: (account: StaffAccount) => void;
}

/** A row's buttons: deactivate or reactivate, and remove access (neither on your own account). */
function rowActions(a: StaffAccount, { busy, onActive, onRemove }: RowHandlers): RowAction[] {
  const yours = a.is_you;
  return [
    a.deactivated_at
      ? {
          label: "Reactivate",
          name: `Reactivate ${a.email}`,
          icon: IconUserCheck,
          onClick: () => onActive(a),
        }
      : {
          label: yours ? "You cannot deactivate your own account" : "Deactivate",
          name: `Deactivate ${a.email}`,
          icon: IconUserOff,
          color: "red",
          disabled: yours || busy(a.id),
          onClick: () => onActive(a),
        },
    {
      label: yours ? "You cannot remove your own access" : "Remove access",
      name: `Remove access for ${a.email}`,
      icon: IconUserMinus,
      color: "red",
      disabled: yours || busy(a.id),
      onClick: () => onRemove(a),
    },
  ];
}

/** Every staff account: email with role and status, the role select, dates, and the row's buttons. */
const columns = (handlers: RowHandlers): DataTableColumn<StaffAccount>[] => [
  {
    accessor: "email",
    title: "Email",
    // Whole addresses; on a phone the table scrolls sideways instead.
    noWrap: true,
    render: (a) => (
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {a.email}
          </Text>
          {a.is_you && (
            <Text span size="sm" c="dimmed">
              (you)
            </Text>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <RoleBadge role={a.role} />
          <StatusBadge account={a} />
        </Group>
      </Stack>
    ),
  },
  {
    accessor: "role",
    title: "Role",
    render: (a) => (
      <RoleSelect account={a} busy={handlers.busy(a.id)} onChange={(role) => handlers.onRole(a, role)} />
    ),
  },
  {
    accessor: "created_at",
    title: "Added",
    // Dates may take two lines, so the whole address stays in view on a laptop.
    render: (a) => formatDateTime(a.created_at),
  },
  {
    accessor: "last_sign_in_at",
    title: "Last sign-in",
    render: (a) =>
      // In the text colour: the dimmed grey fell under 4.5:1 on a hovered row in the dark theme.
      a.last_sign_in_at ? formatDateTime(a.last_sign_in_at) : "Not signed in",
  },
  actionsColumn((a) => <RowActions actions={rowActions(a, handlers)} />),
];

/** Who may sign in to the portal: every staff account, its role and status, adding one, and taking access away. */
export const staffList = defineAdminList({
  data: staffData,
  screen: adminScreens.staff,
  table: {
    label: "Staff accounts",
    paged: false,
    empty: () => ({ icon: IconUsers, title: "No Staff Accounts" }),
  },
  failure: { prefix: "Error fetching staff accounts", retryLabel: "Retry" },
  useView: () => {
    const { create, removeAccess, changeRole, deactivate, reactivate } = useStaff();
    const { invite, revoke } = useInvitations();
    const [adding, setAdding] = useState(false);
    const [inviting, setInviting] = useState(false);
    const pendingFor = (id: string) =>
      [removeAccess, deactivate, reactivate, changeRole].some((m) => m.isPending && m.variables?.id === id);
    const askRemove = (account: StaffAccount) =>
      modals.openConfirmModal({
        title: "Remove access",
        children: (
          <Text size="sm">
            Remove staff access for {account.email}? They are signed out at once and can no longer open the
            portal, and their API keys are revoked; their account stays, as a customer account.
          </Text>
        ),
        labels: { confirm: "Remove access", cancel: "Cancel" },
        // The darker red keeps white text readable (as confirmDelete does).
        confirmProps: { color: "red.9" },
        onConfirm: () => removeAccess.mutate({ id: account.id }),
      });
    const askActive = (account: StaffAccount) =>
      account.deactivated_at
        ? modals.openConfirmModal({
            title: "Reactivate account",
            children: (
              <Text size="sm">
                Let {account.email} sign in again with their password? API keys revoked when the account was
                deactivated stay revoked.
              </Text>
            ),
            labels: { confirm: "Reactivate", cancel: "Cancel" },
            onConfirm: () => reactivate.mutate({ id: account.id }),
          })
        : modals.openConfirmModal({
            title: "Deactivate account",
            children: (
              <Text size="sm">
                Deactivate {account.email}? They are signed out everywhere at once, their API keys are
                revoked, and they cannot sign in until an owner reactivates the account.
              </Text>
            ),
            labels: { confirm: "Deactivate", cancel: "Cancel" },
            confirmProps: { color: "red.9" },
            onConfirm: () => deactivate.mutate({ id: account.id }),
          });
    return {
      columns: columns({
        busy: pendingFor,
        onRole: (account, role) => changeRole.mutate({ id: account.id, role }),
        onActive: askActive,
        onRemove: askRemove,
      }),
      actions: (
        <>
          <Button
            leftSection={<IconMailPlus size={18} aria-hidden="true" />}
            onClick={() => setInviting(true)}
          >
            Invite Staff
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            Add Staff Account
          </Button>
        </>
      ),
      banner: <PendingInvitations revoke={revoke} />,
      dialogs: (
        <>
          <AddStaffModal opened={adding} onClose={() => setAdding(false)} onCreate={create.mutateAsync} />
          <InviteStaffModal
            opened={inviting}
            onClose={() => setInviting(false)}
            onInvite={invite.mutateAsync}
          />
        </>
      ),
    };
  },
});
