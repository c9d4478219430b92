import { Group, Loader, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { formatDateTime } from "./format";

type Entity = "product" | "image" | "content" | "order" | "staff";

/** A record's latest change from the audit log: what, who and when (or that none is recorded). */
export function LastChange({ entity, entityId }: { entity: Entity; entityId: string }) {
  const { data, isPending, isError } = useQuery(trpc.audit.lastChange.queryOptions({ entity, entityId }));
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconHistory size={16} aria-hidden="true" style={{ marginTop: 2, flexShrink: 0 }} />
      <Text size="sm" c="dimmed" data-testid="last-change">
        {isPending ? (
          <Loader size="xs" type="dots" aria-label="Loading the last change" />
        ) : isError ? (
          "The last change could not be read."
        ) : data ? (
          <>
            Last change: {data.summary} — {data.actor_email}, {formatDateTime(data.created_at)}
          </>
        ) : (
          "No change recorded since the audit log began."
        )}
      </Text>
    </Group>
  );
}
