import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconUserMinus, IconUsers } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { EmptyState } from "../shared/EmptyState";
import { formatDateTime } from "../shared/format";

export type StaffAccount = RouterOutputs["staff"]["list"][number];

/** Every staff account: email (yours marked), when it was added and last signed in, and removal. */
export function StaffTable({
  accounts,
  fetching,
  isRemoving,
  onRemove,
}: {
  accounts: StaffAccount[] | undefined;
  fetching: boolean;
  isRemoving: (id: string) => boolean;
  onRemove: (account: StaffAccount) => void;
}) {
  const columns: DataTableColumn<StaffAccount>[] = [
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
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (a) => (
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
      ),
    },
  ];

  return (
    <DataTable<StaffAccount>
      aria-label="Staff accounts"
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={accounts && accounts.length > 0 ? undefined : 260}
      records={accounts}
      columns={columns}
      fetching={fetching}
      loaderType="dots"
      emptyState={<EmptyState icon={IconUsers} title="No Staff Accounts" />}
    />
  );
}
