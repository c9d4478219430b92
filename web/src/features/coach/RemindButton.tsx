import { Alert, Button, Text } from "@mantine/core";
import type { CoachPage } from "@store/api/contracts";
import { IconCircleCheck, IconMailForward } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { FailureAlert } from "../layout/FailureAlert";
import { CoachCard } from "./CoachCard";

/**
 * "Remind those who haven't ordered": one e-mail to each family on the roster with an address
 * and no order, at most once a day; the store's answer (sent, or when the next may go) shows here.
 */
export function RemindButton({ page, token }: { page: CoachPage; token: string }) {
  const queryClient = useQueryClient();
  const remind = useMutation(
    trpc.coach.remind.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.coach.page.queryKey({ token }) }),
    }),
  );
  const { reminder } = page;
  const why = !reminder.store_open
    ? "Reminders can be sent only while the store is open."
    : reminder.would_reach === 0
      ? "No one left to remind: every roster player with an e-mail address has ordered."
      : null;
  return (
    <CoachCard headingId="remind-heading" title={"Remind families"}>
      <Text mt={4} mb="sm">
        {why ??
          `An e-mail goes to the ${reminder.would_reach === 1 ? "family" : `${reminder.would_reach} families`} on the roster with an address and no order yet, with the store's link. Once a day at most.`}
      </Text>
      {reminder.next_allowed_in_words && !remind.isSuccess && (
        <Text size="sm" c="dimmed" mb="sm">
          A reminder went out in the last 24 hours. The next can go after {reminder.next_allowed_in_words}.
        </Text>
      )}
      <Button
        leftSection={<IconMailForward size={18} aria-hidden="true" />}
        onClick={() => remind.mutate({ token })}
        loading={remind.isPending}
        disabled={why !== null}
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
      >
        Remind those who haven't ordered
      </Button>
      <div aria-live="polite">
        {remind.isSuccess && (
          <Alert
            mt="md"
            color="green"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            styles={{ message: { color: "var(--mantine-color-text)" } }}
          >
            {remind.data.message}
          </Alert>
        )}
      </div>
      {remind.isError && (
        <FailureAlert mt="md">
          {serverMessage(remind.error) ??
            "We could not reach the store. Check your connection and try again."}
        </FailureAlert>
      )}
    </CoachCard>
  );
}
