import { Button, Group, Skeleton, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { Section } from "../proofs/Section";
import { AddExemptionModal } from "./AddExemptionModal";
import { ExemptionsTable } from "./ExemptionsTable";
import { useCustomerExemptions } from "./exemption-data";

/** The customer page's "Tax exemptions": the list, "Add exemption", and Verify on each awaiting a check. */
export function CustomerExemptions({ customerId, merged }: { customerId: string; merged: boolean }) {
  const query = useCustomerExemptions(customerId);
  const [adding, setAdding] = useState(false);
  return (
    <Section id="customer-tax-exemptions" title="Tax exemptions">
      {!merged && (
        <Group justify="flex-end" mb="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            Add exemption
          </Button>
        </Group>
      )}
      {query.data ? (
        <ExemptionsTable exemptions={query.data} />
      ) : query.isError ? (
        <Text size="sm" c="red.8">
          {describeFailure("The exemptions could not be read", query.error)}
        </Text>
      ) : (
        <Skeleton h={60} />
      )}
      <AddExemptionModal opened={adding} onClose={() => setAdding(false)} target={{ customerId }} />
    </Section>
  );
}
