import { NumberInput, Select, TextInput } from "@mantine/core";
import { addRateBody, taxLevels } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";
import { levelText } from "./tax-words";

export type RateValues = {
  level: (typeof taxLevels)[number];
  jurisdiction: string;
  rate_percent: number | string;
  effective_from: string;
  source: string;
  confirmed_by: string;
  confirmed_on: string;
};

const levelChoices = taxLevels.map((value) => ({ value, label: levelText[value] ?? value }));

/**
 * "Add a dated rate" for one place: the day defaults to today (the store's), and a day before it is
 * refused by the server, whose words show on the date field. Rates are never edited, so this is the
 * only way a figure changes.
 */
export function AddRateModal({
  place,
  today,
  onClose,
  onCreate,
}: {
  place: { id: string; name: string } | null;
  today: string;
  onClose: () => void;
  onCreate: (values: RateValues & { id: string }) => Promise<unknown>;
}) {
  return (
    <CreateModal<RateValues, unknown>
      // A fresh form per place, its days from today's.
      key={`${place?.id}-${today}`}
      opened={place !== null}
      onClose={onClose}
      title={`Add a dated rate: ${place?.name ?? ""}`}
      intro="The rate applies to orders placed from its day on; orders placed before keep the rates they were taxed at. A rate of 0 ends a jurisdiction's tax."
      submitLabel="Add rate"
      failurePrefix="Error adding the rate"
      schema={addRateBody}
      initialValues={{
        level: "county",
        jurisdiction: "",
        rate_percent: "",
        effective_from: today,
        source: "",
        confirmed_by: "",
        confirmed_on: today,
      }}
      onCreate={(values) => onCreate({ ...values, id: place?.id ?? "" })}
      fields={(form) => (
        <>
          <Select
            label="Level"
            data={levelChoices}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("level")}
          />
          <TextInput
            label="Jurisdiction"
            description="As the Department of Revenue's table names it: Chilton County, Clanton."
            withAsterisk
            {...form.getInputProps("jurisdiction")}
          />
          <NumberInput
            label="Rate (percent)"
            description="For example 1 or 2.5; up to 4 decimals."
            min={0}
            max={19.9999}
            decimalScale={4}
            suffix="%"
            withAsterisk
            {...form.getInputProps("rate_percent")}
          />
          <TextInput
            type="date"
            label="Effective from"
            description="Today or a later day."
            min={today}
            withAsterisk
            {...form.getInputProps("effective_from")}
          />
          <TextInput
            label="Source"
            description="Where the figure comes from: the rate table's date, the act."
            withAsterisk
            {...form.getInputProps("source")}
          />
          <TextInput
            label="Confirmed by"
            description="The person who checked it on the Department of Revenue's rate table."
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
