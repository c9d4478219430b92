import { Skeleton, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { describeFailure, errorCode } from "../../../lib/api-errors";
import { ErrorBox } from "./ErrorBox";

/**
 * A record's page before its record is here: skeletons while it loads, else why it failed (§8)
 * with "Try Again". `what` names the record ("the order"); with `notFound`, an address that names
 * no record says that instead of "Error fetching …".
 */
export function RecordPending({
  query,
  what,
  notFound,
}: {
  query: UseQueryResult<unknown, unknown>;
  what: string;
  notFound?: string;
}) {
  if (!query.isError) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={`Loading ${what}`}>
        <Skeleton h={40} w={240} />
        <Skeleton h={300} />
      </Stack>
    );
  }
  const missing = notFound && ["NOT_FOUND", "BAD_REQUEST"].includes(errorCode(query.error) ?? "");
  return (
    <ErrorBox
      message={describeFailure(missing ? notFound : `Error fetching ${what}`, query.error)}
      retryLabel="Try Again"
      onRetry={() => void query.refetch()}
    />
  );
}
