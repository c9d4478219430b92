import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { exemptionKindWords, FAMILY_ORDER_RULE } from "@store/api/contracts";
import { IconReceiptOff, IconReceiptTax } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { Section } from "../proofs/Section";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { ApplyExemptionModal } from "./ApplyExemptionModal";
import { AwaitingCheck } from "./AwaitingCheck";
import type { useOrderExemptions } from "./exemption-data";

// Mantine's light teal title is too faint on its own background (4.3:1): the text colour reads.
const readableTitle = { title: { color: "var(--mantine-color-text)" } };

interface Applied {
  kind: keyof typeof exemptionKindWords;
  organisation: string;
  number: string;
  reason: string;
}

/**
 * An order's or a quote's sales-tax exemption: the one applied, with its reason and "Charge tax
 * again", or "Exempt from sales tax" to apply one of the customer's verified exemptions. A family's
 * team-store order shows the rule instead, which the server also enforces.
 */
export function ExemptionPanel({
  what,
  applied,
  familyOrder = false,
  closed,
  choices,
  apply,
  remove,
  add,
}: {
  what: "order" | "quote";
  applied: Applied | null;
  familyOrder?: boolean;
  /** Why it can no longer change (shipped, already an order), or nothing. */
  closed?: string;
  choices: ReturnType<typeof useOrderExemptions>;
  apply: (values: { exemption_id: string; reason: string }) => Promise<unknown>;
  remove: (reason: string) => Promise<unknown>;
  /** A way to record a new exemption from here (the quote page's). */
  add?: ReactNode;
}) {
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const charge = async () => {
    setRemoving(true);
    try {
      await remove(`Staff charged sales tax on the ${what} again.`);
      notifySuccess(`Sales tax is charged on the ${what} again.`);
    } catch (error) {
      notifyFailure(describeFailure("The exemption was not removed", error));
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Section id={`${what}-tax-exemption`} title="Sales tax exemption">
      {familyOrder ? (
        <Text size="sm">{FAMILY_ORDER_RULE}</Text>
      ) : applied ? (
        <Stack gap="xs">
          <Alert
            color="teal"
            icon={<IconReceiptOff aria-hidden="true" />}
            title="Exempt from sales tax"
            styles={readableTitle}
          >
            <Text size="sm">
              {exemptionKindWords[applied.kind]} {applied.number}, {applied.organisation}.
            </Text>
            <Text size="sm">Reason: {applied.reason}</Text>
          </Alert>
          {!closed && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void charge()} loading={removing}>
                Charge tax again
              </Button>
            </Group>
          )}
        </Stack>
      ) : closed ? (
        <Text size="sm">{closed}</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            Sales tax is charged. A school paying on its principal's PO, or a buyer with a verified
            certificate, can be made exempt.
          </Text>
          <AwaitingCheck exemptions={choices.data?.exemptions ?? []} />
          <Group justify="flex-end" gap="xs">
            {add}
            <Button
              variant="default"
              leftSection={<IconReceiptTax size={18} aria-hidden="true" />}
              onClick={() => setChoosing(true)}
              disabled={!choices.data}
            >
              Exempt from sales tax
            </Button>
          </Group>
        </Stack>
      )}
      <ApplyExemptionModal
        opened={choosing}
        onClose={() => setChoosing(false)}
        exemptions={choices.data?.exemptions ?? []}
        apply={async (values) => {
          await apply(values);
          notifySuccess(`The ${what} is exempt from sales tax.`);
        }}
      />
    </Section>
  );
}
