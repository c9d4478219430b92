import { Blockquote, Button, Group, Text } from "@mantine/core";
import type { QuoteDto } from "@store/api/contracts";
import { IconMessageExclamation } from "@tabler/icons-react";
import { formatWhen } from "../../design-records/voice";
import { WarningAlert } from "../../layout/WarningAlert";

/** The proof the coach asked to change, while the quote waits on a new one. */
export function changeRequestOf(quote: Pick<QuoteDto, "status" | "proofs">) {
  if (quote.status !== "changes_requested") return undefined;
  return quote.proofs
    .filter((p) => p.response === "changes_requested")
    .sort((a, b) => b.version - a.version)[0];
}

/** To the proof form further down, its file box focused, so the next proof is one step away. */
function goToProofForm() {
  const section = document.getElementById("quote-proofs")?.closest("section");
  section?.scrollIntoView({ block: "start" });
  // The file box is the form's first button (its hidden file input cannot take the focus).
  section?.querySelector<HTMLElement>('form[aria-label="Send a proof"] button')?.focus();
}

/**
 * The coach's change request at the top of the quote's page, beside the title: what they asked for
 * and a way straight to sending the next proof. Further down it sat below the fold.
 */
export function ChangeRequestAlert({ quote }: { quote: QuoteDto }) {
  const proof = changeRequestOf(quote);
  if (!proof) return null;
  return (
    <WarningAlert
      radius="lg"
      mb="md"
      icon={<IconMessageExclamation size={20} aria-hidden="true" />}
      title={`${quote.contact_name} asked for changes to proof ${proof.version}`}
      data-testid="change-request"
    >
      {proof.response_comment ? (
        <Blockquote p="xs" mb="xs" color="orange" fz="sm">
          {proof.response_comment}
        </Blockquote>
      ) : (
        <Text size="sm" mb="xs">
          No note came with the request.
        </Text>
      )}
      <Group gap="sm" justify="space-between">
        {proof.responded_at && <Text size="xs">Asked {formatWhen(proof.responded_at)}</Text>}
        <Button size="xs" onClick={goToProofForm}>
          Send a new proof
        </Button>
      </Group>
    </WarningAlert>
  );
}
