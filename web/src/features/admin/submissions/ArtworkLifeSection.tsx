import { Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { HistoryTimeline } from "../../design-records/HistoryTimeline";
import { ProofsPanel } from "../proofs/ProofsPanel";
import { StatusActions } from "../proofs/StatusActions";
import { ErrorBox } from "../shared/ErrorBox";
import { useArtworkLife } from "./use-artwork-life";

const heading = (id: string, text: string) => (
  <Title order={3} id={id} fz="md" mb="xs">
    {text}
  </Title>
);

/** An artwork request's life, like a quote's: its status and moves, the proofs sent, the history. */
export function ArtworkLifeSection({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const { query, move, movingTo } = useArtworkLife(id);
  const request = query.data;

  if (!request) {
    return query.isError ? (
      <ErrorBox
        message={describeFailure("Error fetching the proofs and history", query.error)}
        retryLabel="Try Again"
        onRetry={() =>
          void queryClient.invalidateQueries({ queryKey: trpc.submissions.getArtwork.queryKey({ id }) })
        }
      />
    ) : (
      <Skeleton h={160} aria-label="Loading the proofs and history" />
    );
  }

  return (
    <Stack gap="lg">
      <section aria-labelledby="artwork-status">
        {heading("artwork-status", "Status")}
        <Stack gap="xs">
          <Group gap="xs">
            <DesignStatusBadge status={request.status} size="lg" />
          </Group>
          <StatusActions status={request.status} what="request" pending={movingTo} onMove={move} />
        </Stack>
      </section>
      <section aria-labelledby="artwork-proofs">
        {heading("artwork-proofs", "Proofs")}
        <ProofsPanel subject="artwork" id={request.id} status={request.status} proofs={request.proofs} />
      </section>
      <section aria-labelledby="artwork-history">
        {heading("artwork-history", "History")}
        {request.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has happened yet.
          </Text>
        ) : (
          <HistoryTimeline events={request.history} />
        )}
      </section>
    </Stack>
  );
}
