import { ActionIcon, Badge, Button, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { RouterOutputs } from "@store/api/contracts";
import { IconKey, IconKeyOff, IconPlus } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { defineAdminList } from "../list/define-admin-list";
import { adminScreens } from "../shared/admin-links";
import { formatDateTime } from "../shared/format";
import { apiKeysData } from "./api-keys-data";
import { CreateApiKeyModal } from "./CreateApiKeyModal";
import { useApiKeys } from "./use-api-keys";

export type ApiKey = RouterOutputs["apiKeys"]["list"][number];

/** Every key: its name and first characters, who made it and when, its last use, and revoking. */
// Five columns, each with what belongs to it underneath, so the table fits beside the portal's
// menu at 1280 px even with a long name, a long e-mail address and a revoked key.
const columns = (
  isRevoking: (id: string) => boolean,
  onRevoke: (key: ApiKey) => void,
): DataTableColumn<ApiKey>[] => [
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

/** Keys for scripts and other systems: every key, creating one (shown once), and revoking. */
export const apiKeysList = defineAdminList({
  data: apiKeysData,
  screen: adminScreens.apiKeys,
  table: {
    label: "API keys",
    paged: false,
    // On a phone the table scrolls sideways; with only revoked keys it holds nothing to focus,
    // so the scrolling area itself takes focus and the arrow keys move it.
    scrollLabel: "API keys table",
    empty: () => ({
      icon: IconKey,
      title: "No API Keys",
      text: "Create one for a script or another system that changes the store.",
    }),
  },
  failure: { prefix: "Error fetching API keys", retryLabel: "Retry" },
  useView: () => {
    const { create, revoke } = useApiKeys();
    const [creating, setCreating] = useState(false);
    const askRevoke = (key: ApiKey) =>
      modals.openConfirmModal({
        title: "Revoke API key",
        children: (
          <Text size="sm">
            Revoke the API key "{key.name}" ({key.prefix}…)? Every request that uses it is refused from now
            on. This cannot be undone; a script that needs access again needs a new key.
          </Text>
        ),
        labels: { confirm: "Revoke", cancel: "Cancel" },
        // The darker red keeps white text readable (as confirmDelete does).
        confirmProps: { color: "red.9" },
        onConfirm: () => revoke.mutate({ id: key.id }),
      });
    return {
      columns: columns((id) => revoke.isPending && revoke.variables?.id === id, askRevoke),
      actions: (
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Create API Key
        </Button>
      ),
      dialogs: (
        <CreateApiKeyModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreate={create.mutateAsync}
        />
      ),
    };
  },
});
