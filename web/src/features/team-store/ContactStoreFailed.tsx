import { Button, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { errorCode, serverMessage } from "../../lib/api-errors";
import { LoadFailedCard } from "../../ui/pages/QueryPage";

/**
 * A team-store link that did not load: `notFound` when the link names nothing, else `failed`, the
 * server's reason or a connection hint, and the way to the contact page.
 */
export function ContactStoreFailed({
  error,
  notFound,
  failed,
}: {
  error: unknown;
  notFound: string;
  failed: string;
}) {
  return (
    <LoadFailedCard
      title={errorCode(error) === "NOT_FOUND" ? notFound : failed}
      message={serverMessage(error) ?? "Check your connection and try again."}
    >
      <Group mt="md">
        <Button component={Link} to="/contact">
          Contact the Store
        </Button>
      </Group>
    </LoadFailedCard>
  );
}
