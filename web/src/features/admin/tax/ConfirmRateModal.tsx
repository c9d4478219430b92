import { Text, TextInput } from "@mantine/core";
import { confirmRateBody, type TaxRateDto } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";
import { dayText, percentText } from "./tax-words";

type Values = { confirmed_by: string; confirmed_on: string };

/** Records who checked an unconfirmed rate on the rate table; the figure itself does not change. */
export function ConfirmRateModal({
  rate,
  today,
  onClose,
  onConfirm,
}: {
  rate: TaxRateDto | null;
  today: string;
  onClose: () => void;
  onConfirm: (values: Values & { id: string }) => Promise<unknown>;
}) {
  return (
    <CreateModal<Values, unknown>
      key={`${rate?.id}-${today}`}
      opened={rate !== null}
      onClose={onClose}
      title="Confirm a rate"
      intro="Check the rate on the Alabama Department of Revenue's rate table (revenue.alabama.gov, Sales & Use Tax Rates). If the figure is different, cancel and add a dated rate instead."
      submitLabel="Confirm rate"
      failurePrefix="Error confirming the rate"
      schema={confirmRateBody}
      initialValues={{ confirmed_by: "", confirmed_on: today }}
      onCreate={(values) => onConfirm({ ...values, id: rate?.id ?? "" })}
      fields={(form) => (
        <>
          {rate && (
            <Text size="sm" fw={600}>
              {rate.jurisdiction}: {percentText(rate.rate_percent)} from {dayText(rate.effective_from)}
            </Text>
          )}
          <TextInput
            label="Confirmed by"
            description="Your name, as the person who checked it."
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("confirmed_by")}
          />
          <TextInput type="date" label="Confirmed on" withAsterisk {...form.getInputProps("confirmed_on")} />
        </>
      )}
    />
  );
}
