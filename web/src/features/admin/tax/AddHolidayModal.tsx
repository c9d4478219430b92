import { Checkbox, Group, TextInput } from "@mantine/core";
import { addHolidayInput, taxLevels } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";
import { MoneyField } from "../shared/FormParts";
import { levelText } from "./tax-words";

type Values = {
  name: string;
  starts_on: string;
  ends_on: string;
  levels: string[];
  article_limit: number | string;
};

/** "Add a holiday": a dated window when clothing up to the article limit is free of the listed levels' tax. */
export function AddHolidayModal({
  opened,
  today,
  onClose,
  onCreate,
}: {
  opened: boolean;
  today: string;
  onClose: () => void;
  onCreate: (values: Values) => Promise<unknown>;
}) {
  return (
    <CreateModal<Values, unknown>
      key={today}
      opened={opened}
      onClose={onClose}
      title="Add a holiday"
      intro="Alabama's back-to-school holiday runs from the third Friday of July through that Sunday. The state always takes part; check which county and city join this year."
      submitLabel="Add holiday"
      failurePrefix="Error adding the holiday"
      schema={addHolidayInput}
      initialValues={{ name: "", starts_on: "", ends_on: "", levels: ["state"], article_limit: 100 }}
      onCreate={onCreate}
      fields={(form) => (
        <>
          <TextInput label="Name" withAsterisk {...form.getInputProps("name")} />
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="First day"
              min={today}
              withAsterisk
              {...form.getInputProps("starts_on")}
            />
            <TextInput
              type="date"
              label="Last day"
              min={today}
              withAsterisk
              {...form.getInputProps("ends_on")}
            />
          </Group>
          <Checkbox.Group label="Levels that take part" withAsterisk {...form.getInputProps("levels")}>
            <Group gap="md" mt={6}>
              {taxLevels.map((level) => (
                <Checkbox key={level} value={level} label={levelText[level] ?? level} />
              ))}
            </Group>
          </Checkbox.Group>
          <MoneyField
            label="Article limit"
            description="The most one article may cost and still be free of tax."
            withAsterisk
            {...form.getInputProps("article_limit")}
          />
        </>
      )}
    />
  );
}
