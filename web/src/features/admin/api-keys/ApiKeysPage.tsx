import { Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { type ApiKey, ApiKeysTable } from "./ApiKeysTable";
import { CreateApiKeyModal } from "./CreateApiKeyModal";
import { useApiKeys } from "./use-api-keys";

/** Keys for scripts and other systems: every key, creating one (shown once), and revoking. */
export function ApiKeysPage() {
  const { list, refresh, create, revoke } = useApiKeys();
  const [creating, setCreating] = useState(false);

  const askRevoke = (key: ApiKey) =>
    modals.openConfirmModal({
      title: "Revoke API key",
      children: (
        <Text size="sm">
          Revoke the API key "{key.name}" ({key.prefix}…)? Every request that uses it is refused from now on.
          This cannot be undone; a script that needs access again needs a new key.
        </Text>
      ),
      labels: { confirm: "Revoke", cancel: "Cancel" },
      // The darker red keeps white text readable (as confirmDelete does).
      confirmProps: { color: "red.9" },
      onConfirm: () => revoke.mutate({ id: key.id }),
    });

  return (
    <>
      <PageHeader
        title="API Keys"
        description="Keys let scripts and other systems use the store's API with the rights of the admin who created them."
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
            Create API Key
          </Button>
        }
      />
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching API keys", list.error)}
          retryLabel="Retry"
          onRetry={() => void refresh()}
        />
      ) : (
        <ApiKeysTable
          apiKeys={list.data}
          fetching={list.isFetching}
          isRevoking={(id) => revoke.isPending && revoke.variables?.id === id}
          onRevoke={askRevoke}
        />
      )}
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} onCreate={create.mutateAsync} />
    </>
  );
}
