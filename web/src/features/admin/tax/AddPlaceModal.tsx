import { Checkbox, TextInput } from "@mantine/core";
import { addPlaceInput } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";

type Values = { code: string; name: string; delivers: boolean; rates: never[] };

/** "Add a place": a place the shop delivers to, taxed at its own rates (added next, as dated rates). */
export function AddPlaceModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (values: Values) => Promise<unknown>;
}) {
  return (
    <CreateModal<Values, unknown>
      opened={opened}
      onClose={onClose}
      title="Add a place"
      intro="A place the shop delivers to, named as buyers know it. Add its state, county and city rates next with 'Add a dated rate'."
      submitLabel="Add place"
      failurePrefix="Error adding the place"
      schema={addPlaceInput}
      initialValues={{ code: "", name: "", delivers: true, rates: [] }}
      onCreate={onCreate}
      fields={(form) => (
        <>
          <TextInput
            label="Name"
            description="As checkout lists it: Verbena, Chilton County outside city limits."
            withAsterisk
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Code"
            description="Lowercase letters, digits and hyphens, for the API: verbena."
            withAsterisk
            {...form.getInputProps("code")}
          />
          <Checkbox
            label="Offer it as a delivery place at checkout"
            {...form.getInputProps("delivers", { type: "checkbox" })}
          />
        </>
      )}
    />
  );
}
