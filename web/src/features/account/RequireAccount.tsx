import { Container, Skeleton, Stack } from "@mantine/core";
import type { CustomerDto } from "@store/api/contracts";
import { Navigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { RetryLoadCard } from "../../ui/pages/QueryPage";
import { useSession } from "./use-account";

/** An account page: drawn for the signed-in customer; anyone else is sent to the sign-in page. */
export function RequireAccount({ children }: { children: (customer: CustomerDto) => ReactNode }) {
  const session = useSession();
  if (session.isPending) {
    return (
      <Container size="lg" py={{ base: "md", sm: "xl" }}>
        <Stack gap="md" aria-busy="true" aria-label="Loading your account">
          <Skeleton h={40} w={280} />
          <Skeleton h={220} radius="lg" />
        </Stack>
      </Container>
    );
  }
  if (session.isError) {
    return (
      <Container size="lg" py={{ base: "md", sm: "xl" }}>
        <RetryLoadCard
          title="We could not load your account"
          message="Check your connection and try again."
          onRetry={() => void session.refetch()}
        />
      </Container>
    );
  }
  if (!session.data.customer) return <Navigate to="/account/sign-in" replace />;
  return children(session.data.customer);
}
