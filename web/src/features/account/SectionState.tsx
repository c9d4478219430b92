import { Button, Card, Skeleton, Stack } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { QueryState, type QueryViews } from "../../ui/pages/QueryPage";
import { EmptyState } from "../layout/EmptyState";
import { FailureAlert } from "../layout/FailureAlert";

/** One tab's list: skeletons while it loads, a way to try again when it failed, else the list. */
export function SectionQuery<T>({
  label,
  ...views
}: Omit<QueryViews<T, unknown>, "failed"> & {
  /** What the list holds ("addresses"), in the loading and failure words. */
  label: string;
}) {
  return (
    <QueryState
      {...views}
      pending={
        <Stack gap="sm" aria-busy="true" aria-label={`Loading ${label}`}>
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
        </Stack>
      }
      failed={() => (
        <FailureAlert title={`We could not load your ${label}`}>
          Check your connection and try again.
          <div>
            <Button mt="sm" size="xs" variant="default" onClick={() => void views.query.refetch()}>
              Try Again
            </Button>
          </div>
        </FailureAlert>
      )}
    />
  );
}

/** An empty list: what it will hold, and how to fill it. */
export function EmptySection(props: { icon: Icon; title: string; children?: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="xl">
      <EmptyState {...props} inCard />
    </Card>
  );
}
