import { ActionIcon, Badge, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconKey, IconKeyOff } from "@tabler/icons-react";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { EmptyState } from "../shared/EmptyState";
import { formatDateTime } from "../shared/format";

export type ApiKey = RouterOutputs["apiKeys"]["list"][number];

/** Every key: its name and first characters, who made it and when, its last use, and revoking. */
export function ApiKeysTable({
  apiKeys,
  fetching,
  isRevoking,
  onRevoke,
}: {
  apiKeys: ApiKey[] | undefined;
  fetching: boolean;
  isRevoking: (id: string) => boolean;
  onRevoke: (key: ApiKey) => void;
}) {
  // Five columns, each with what belongs to it underneath, so the table fits beside the portal's
  // menu at 1280 px even with a long name, a long e-mail address and a revoked key.
  const columns: DataTableColumn<ApiKey>[] = [
    {
      accessor: "name",
      title: "Name",
      render: (k) => (
        <>
          <Text size="sm" fw={600}>
            {k.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {k.prefix}…
          </Text>
        </>
      ),
    },
    {
      accessor: "created_at",
      title: "Created",
      render: (k) => (
        <>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(k.created_at)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            by {k.created_by}
          </Text>
        </>
      ),
    },
    {
      accessor: "last_used_at",
      title: "Last used",
      noWrap: true,
      render: (k) =>
        k.last_used_at ? (
          formatDateTime(k.last_used_at)
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        ),
    },
    {
      accessor: "revoked_at",
      title: "Status",
      noWrap: true,
      render: (k) => (
        <>
          {/* A dot and the word: light tints of green and grey fail contrast as text backgrounds. */}
          <Badge variant="dot" radius="sm" color={k.revoked_at ? "gray" : "green"}>
            {k.revoked_at ? "Revoked" : "Active"}
          </Badge>
          {k.revoked_at && (
            <Text size="xs" c="dimmed" mt={4}>
              {formatDateTime(k.revoked_at)}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: "actions",
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      textAlign: "right",
      width: 64,
      render: (k) =>
        k.revoked_at ? null : (
          <Tooltip label="Revoke">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Revoke the API key ${k.name}`}
              disabled={isRevoking(k.id)}
              loading={isRevoking(k.id)}
              onClick={() => onRevoke(k)}
            >
              <IconKeyOff size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  return (
    <DataTable<ApiKey>
      aria-label="API keys"
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={apiKeys && apiKeys.length > 0 ? undefined : 260}
      records={apiKeys}
      // On a phone the table scrolls sideways; with only revoked keys it holds nothing to focus,
      // so the scrolling area itself takes focus and the arrow keys move it.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: "region", "aria-label": "API keys table" } }}
      columns={columns}
      fetching={fetching}
      loaderType="dots"
      emptyState={
        <EmptyState icon={IconKey} title="No API Keys">
          Create one for a script or another system that changes the store.
        </EmptyState>
      }
    />
  );
}
