import { Button, Card, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * A page drawn from one read of the store (an order, a quote behind its private link): a skeleton
 * while it loads, `failed` when it could not be read, else `children` with what was read.
 */
export function QueryPage<T, E>({
  query,
  loadingLabel,
  failed,
  children,
}: {
  query: UseQueryResult<T, E>;
  /** What a screen reader hears while the page loads ("Loading your order"). */
  loadingLabel: string;
  failed: (error: E) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      {query.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton h={40} w={280} />
          <Skeleton h={220} radius="lg" />
        </Stack>
      ) : query.isError ? (
        failed(query.error)
      ) : (
        children(query.data)
      )}
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
