import { ActionIcon, Button, Group, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { RouterOutputs } from "@store/api/contracts";
import { IconMailPlus, IconUserMinus, IconUserPlus, IconUsers } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { defineAdminList } from "../list/define-admin-list";
import { actionsColumn } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatDateTime } from "../shared/format";
import { AddStaffModal } from "./AddStaffModal";
import { InviteStaffModal } from "./InviteStaffModal";
import { PendingInvitations } from "./PendingInvitations";
import { staffData } from "./staff-data";
import { useInvitations } from "./use-invitations";
import { useStaff } from "./use-staff";

export type StaffAccount = RouterOutputs["staff"]["list"][number];

/** Every staff account: email (yours marked), when it was added and last signed in, and removal. */
const columns = (
  isRemoving: (id: string) => boolean,
  onRemove: (account: StaffAccount) => void,
): DataTableColumn<StaffAccount>[] => [
  {
    accessor: "email",
    title: "Email",
    // Whole addresses; on a phone the table scrolls sideways instead.
    noWrap: true,
    render: (a) => (
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
    ),
  },
  {
    accessor: "created_at",
    title: "Added",
    noWrap: true,
    render: (a) => formatDateTime(a.created_at),
  },
  {
    accessor: "last_sign_in_at",
    title: "Last sign-in",
    noWrap: true,
    render: (a) =>
      a.last_sign_in_at ? (
        formatDateTime(a.last_sign_in_at)
      ) : (
        <Text size="sm" c="dimmed">
          Not signed in
        </Text>
      ),
  },
  actionsColumn((a) => (
    <Tooltip label={a.is_you ? "You cannot remove your own access" : "Remove access"}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove access for ${a.email}`}
        disabled={a.is_you || isRemoving(a.id)}
        loading={isRemoving(a.id)}
        onClick={() => onRemove(a)}
      >
        <IconUserMinus size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  )),
];

/** Who may sign in to the portal: every admin account, adding one, and taking access away. */
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
    const { create, removeAccess } = useStaff();
    const { invite, revoke } = useInvitations();
    const [adding, setAdding] = useState(false);
    const [inviting, setInviting] = useState(false);
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
    return {
      columns: columns((id) => removeAccess.isPending && removeAccess.variables?.id === id, askRemove),
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
