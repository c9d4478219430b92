import { Button, Card, Skeleton, Stack } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "../layout/EmptyState";
import { FailureAlert } from "../layout/FailureAlert";

/** One tab's list: skeletons while it loads, a way to try again when it failed, else the list. */
export function SectionQuery<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton h={96} radius="lg" />
        <Skeleton h={96} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <FailureAlert title={`We could not load your ${label}`}>
        Check your connection and try again.
        <div>
          <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      </FailureAlert>
    );
  }
  return <>{children(query.data)}</>;
}

/** An empty list: what it will hold, and how to fill it. */
export function EmptySection(props: { icon: Icon; title: string; children?: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="xl">
      <EmptyState {...props} inCard />
    </Card>
  );
}
