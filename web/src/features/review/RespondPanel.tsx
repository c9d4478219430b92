import { Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReviewDto } from "@store/api/contracts";
import { IconCheck, IconPencil } from "@tabler/icons-react";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { NoteField } from "../../ui/forms/note-fields";
import { FailureAlert } from "../layout/FailureAlert";
import { answerPrompt } from "./review-words";

const NETWORK_FAILURE = "We could not reach the store. Check your connection and try again.";

type Decision = "approve" | "request_changes";

/** An answer as both the private link and the account send it. */
export interface ReviewAnswer {
  decision: Decision;
  comment?: string;
  proof_version: number | null;
}

/** The answer through the private link behind `token`. */
export function RespondPanel({ review, token }: { review: ReviewDto; token: string }) {
  const queryClient = useQueryClient();
  const queryKey = trpc.review.get.queryKey({ token });
  const respond = useMutation(
    trpc.review.respond.mutationOptions({
      onSuccess: (updated) => queryClient.setQueryData(queryKey, updated),
    }),
  );
  return (
    <AnswerPanel
      review={review}
      queryKey={queryKey}
      pending={respond.isPending}
      send={(answer) => respond.mutateAsync({ token, ...answer })}
    />
  );
}

/**
 * The customer's answer to what waits for them (the latest proof, or the priced quote): approve,
 * after a confirmation, or ask for changes with a comment. The page shows the new state at once
 * (`send` stores the answer and updates the page's query, `queryKey`, which is read again after a refusal).
 */
export function AnswerPanel({
  review,
  queryKey,
  pending,
  send,
}: {
  review: ReviewDto;
  queryKey: QueryKey;
  pending: boolean;
  send: (answer: ReviewAnswer) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const respond = { isPending: pending };
  const [confirming, confirm] = useDisclosure(false);
  const [changing, setChanging] = useState(false);
  const latest = review.proofs[0];
  const what = latest ? `Proof ${latest.version}` : "this quote";
  const { form, submit, failure } = usePublicForm<{ comment: string }, Decision>({
    initialValues: { comment: "" },
    // The message stays until the next try, as before the form hook.
    clearInputErrorOnChange: false,
    check: (values, decision) =>
      decision === "request_changes" && values.comment.trim() === ""
        ? { comment: "Tell us what to change." }
        : {},
    send: ({ comment }, { action: decision }) =>
      send({
        decision,
        comment: decision === "request_changes" ? comment : undefined,
        proof_version: latest?.version ?? null,
      }),
    networkFailure: NETWORK_FAILURE,
    onSuccess: confirm.close,
    onFailure: (error) => {
      confirm.close();
      // A newer proof or an answer given elsewhere: show the page as it now is.
      if (serverMessage(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="respond-heading">
      <Title order={2} size="h3" id="respond-heading">
        Your Answer
      </Title>
      <Text mt={4}>{answerPrompt(review)}</Text>
      {failure && (
        <FailureAlert mt="md" title="Your answer was not sent">
          {failure}
        </FailureAlert>
      )}
      {changing ? (
        <Stack gap="sm" mt="md">
          <NoteField
            label="What should we change?"
            description="Colors, names, placement: the more precise, the faster the next proof."
            required
            minRows={3}
            maxRows={8}
            maxLength={2000}
            {...form.getInputProps("comment")}
            disabled={respond.isPending}
            data-autofocus
          />
          <Group>
            <Button
              onClick={() => void submit("request_changes")}
              loading={respond.isPending}
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              Send Change Request
            </Button>
            <Button variant="default" onClick={() => setChanging(false)} disabled={respond.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group mt="md">
          <Button
            color="green.8"
            onClick={confirm.open}
            leftSection={<IconCheck size={16} aria-hidden="true" />}
          >
            Approve
          </Button>
          <Button
            variant="default"
            onClick={() => setChanging(true)}
            leftSection={<IconPencil size={16} aria-hidden="true" />}
          >
            Request changes
          </Button>
        </Group>
      )}

      <Modal opened={confirming} onClose={confirm.close} title={`Approve ${what}?`} centered>
        <Text>
          Once you approve, we start making your order exactly as shown
          {review.quote?.final_price != null ? " at the quoted price" : ""}. Changes after this may cost
          extra.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={respond.isPending}>
            Not yet
          </Button>
          <Button color="green.8" onClick={() => void submit("approve")} loading={respond.isPending}>
            Yes, approve
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
