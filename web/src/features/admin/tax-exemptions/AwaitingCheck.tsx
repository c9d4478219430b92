import { Button, Group, Text } from "@mantine/core";
import { type ExemptionDto, exemptionKindWords } from "@store/api/contracts";
import { describeFailure } from "../../../lib/api-errors";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { useExemptionRecords } from "./exemption-data";

/** The customer's exemptions still awaiting a check, each with its document and Verify, so one can be applied. */
export function AwaitingCheck({ exemptions }: { exemptions: ExemptionDto[] }) {
  const { verify } = useExemptionRecords();
  const waiting = exemptions.filter((e) => e.status === "awaiting check");
  return waiting.map((e) => (
    <Group key={e.id} justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm">
        {exemptionKindWords[e.kind]} {e.number} ({e.organisation}) awaits a check of{" "}
        <a href={e.document_url} target="_blank" rel="noopener">
          its document
        </a>
        .
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        loading={verify.isPending && verify.variables?.id === e.id}
        onClick={() =>
          verify.mutate(
            { id: e.id },
            {
              onSuccess: () => notifySuccess(`${e.organisation}'s exemption is verified.`),
              onError: (error) => notifyFailure(describeFailure("Not verified", error)),
            },
          )
        }
        aria-label={`Verify ${e.number}`}
      >
        Verify
      </Button>
    </Group>
  ));
}
