import "../../../../lib/zod-jitless";
import { SimpleGrid, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type TeamStorePlayerFields, teamStorePlayerFields } from "@store/api/contracts";
import { EditFormModal } from "../../shared/EditFormModal";
import { useEditForm } from "../../shared/use-edit-form";
import { flagsByRow, type RosterDialogProps, storeRosterFlags } from "./roster-flags";

type Values = { name: string; number: string; email: string };
const blank: Values = { name: "", number: "", email: "" };
const input = (v: Values): TeamStorePlayerFields => ({
  name: v.name,
  number: v.number.trim() || null,
  email: v.email.trim() || null,
});

/**
 * One player for the roster: name, number (optional), a parent's e-mail (optional), checked by the
 * roster's rules against the store's numbers and the players already on it.
 */
export function PlayerFormModal({
  opened,
  store,
  current,
  onClose,
  onSave,
}: RosterDialogProps<TeamStorePlayerFields>) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: blank,
    validate: (values) => {
      const player = input(values);
      const rules = flagsByRow(storeRosterFlags(store, [...current, player])).get(current.length) ?? {};
      return { ...rules, ...schemaResolver(teamStorePlayerFields, { sync: true })(player as never) };
    },
    validateInputOnBlur: true,
  });
  const shell = useEditForm({
    form,
    opened,
    start: () => blank,
    save: (values) => onSave(input(values)),
    onClose,
    // The server names the roster's row ("players.3.number"); the form's boxes are the field's name.
    toFormErrors: (fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([key, message]) => [key.replace(/^players\.\d+\./, ""), message]),
      ),
  });

  return (
    <EditFormModal noun="Player" editing={false} {...shell} gap="md">
      <TextInput label="Player name" required data-autofocus {...form.getInputProps("name")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Number" description="Optional" {...form.getInputProps("number")} />
        <TextInput
          label="Parent e-mail"
          type="email"
          description="Optional: for reminders"
          {...form.getInputProps("email")}
        />
      </SimpleGrid>
    </EditFormModal>
  );
}
