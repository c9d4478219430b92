import { Button, Card, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** What one read shows: `pending` while it loads, `failed` when it could not be read, else `children`. */
export type QueryViews<T, E> = {
  query: UseQueryResult<T, E>;
  failed: (error: E) => ReactNode;
  children: (data: T) => ReactNode;
};

/** Draws the view of `QueryViews` that fits the read's state now. */
export function QueryState<T, E>({
  query,
  pending,
  failed,
  children,
}: QueryViews<T, E> & { pending: ReactNode }) {
  if (query.isPending) return pending;
  if (query.isError) return failed(query.error);
  return children(query.data);
}

/**
 * A page drawn from one read of the store (an order, a quote behind its private link): a skeleton
 * while it loads, `failed` when it could not be read, else `children` with what was read.
 */
export function QueryPage<T, E>({
  loadingLabel,
  ...views
}: QueryViews<T, E> & {
  /** What a screen reader hears while the page loads ("Loading your order"). */
  loadingLabel: string;
}) {
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <QueryState
        {...views}
        pending={
          <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
            <Skeleton h={40} w={280} />
            <Skeleton h={220} radius="lg" />
          </Stack>
        }
      />
    </Container>
  );
}

/** The page could not be read: a heading, what happened, then `children` (the ways to try again). */
export function LoadFailedCard({
  title,
  message,
  children,
}: {
  title: ReactNode;
  message: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p="xl" maw={560}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text mt="sm">{message}</Text>
      {children}
    </Card>
  );
}

/** A passing failure to read the page (the network, too many reads): the card and a way to read it again. */
export function RetryLoadCard({
  title = "We could not load this page",
  message = "Check your connection and try again in a moment.",
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <LoadFailedCard title={title} message={message}>
      <Button mt="md" variant="default" onClick={onRetry}>
        Try Again
      </Button>
    </LoadFailedCard>
  );
}
