import { useForm } from "@mantine/form";
import type { TeamStoreDto } from "@store/api/domains/team-stores/schemas";
import { useEffect, useState } from "react";
import { fieldErrorsOf } from "../../../../lib/api-errors";
import { EditFormModal } from "../../shared/EditFormModal";
import { SettingsFields } from "./SettingsFields";
import {
  type SettingsValues,
  settingsInput,
  settingsValuesOf,
  type TeamStoreSettings,
  validateSettings,
} from "./settings-values";

/** "Edit Store Settings": the settings form over a stored store; the server's field messages land beside their fields. */
export function SettingsModal({
  store,
  opened,
  onClose,
  onSave,
}: {
  store: TeamStoreDto;
  opened: boolean;
  onClose: () => void;
  onSave: (input: TeamStoreSettings) => Promise<unknown>;
}) {
  const form = useForm<SettingsValues>({
    mode: "controlled",
    initialValues: settingsValuesOf(store),
    validate: validateSettings,
    validateInputOnBlur: true,
  });
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the form
  useEffect(() => {
    if (!opened) return;
    form.setValues(settingsValuesOf(store));
    form.resetDirty();
    form.clearErrors();
  }, [opened]);

  const submit = async (values: SettingsValues) => {
    setBusy(true);
    try {
      await onSave(settingsInput(values));
      onClose();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditFormModal
      noun="Store Settings"
      opened={opened}
      editing
      busy={busy}
      dirty={form.isDirty()}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => void submit(values))}
      gap="md"
    >
      <SettingsFields form={form} slugLocked={store.status === "open"} />
    </EditFormModal>
  );
}
