import { Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TeamStoreDto } from "@store/api/contracts";
import { EditFormModal } from "../../shared/EditFormModal";
import { useEditForm } from "../../shared/use-edit-form";
import { checkFilledOnBlur } from "./check-filled-on-blur";
import { SettingsFields } from "./SettingsFields";
import {
  type SettingsKey,
  type SettingsValues,
  settingsInput,
  settingsValuesOf,
  type TeamStoreSettings,
  validateSettings,
} from "./settings-values";

/** What the server no longer lets change once the store opened (link, dates) and closed (number rules). */
function lockedSettings(status: TeamStoreDto["status"]): SettingsKey[] {
  if (status === "draft" || status === "scheduled") return [];
  const opened: SettingsKey[] = ["slug", "opens_at", "closes_at"];
  if (status === "open") return opened;
  return [...opened, "number_min", "number_max", "numbers_unique", "allow_unknown_number"];
}

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
  onSave: (input: Partial<TeamStoreSettings>) => Promise<unknown>;
}) {
  const form = useForm<SettingsValues>({
    mode: "controlled",
    initialValues: settingsValuesOf(store),
    validate: validateSettings,
    ...checkFilledOnBlur<SettingsValues>(),
  });
  const shell = useEditForm({
    form,
    opened,
    start: () => settingsValuesOf(store),
    // Only what was changed is sent: an untouched moment is not re-sent at minute precision.
    save: (values) =>
      onSave(
        Object.fromEntries(
          Object.entries(settingsInput(values)).filter(([key]) => form.isDirty(key)),
        ) as Partial<TeamStoreSettings>,
      ),
    onClose,
  });

  const locked = lockedSettings(store.status);
  return (
    <EditFormModal noun="Store Settings" editing {...shell} gap="md">
      {locked.length > 0 && (
        <Text size="sm" c="dimmed">
          {store.status === "open"
            ? "The store is open: its link and opening time stay; use Extend or Close early to move the close."
            : "The store has closed: its link, dates and number rules stay as they were."}
        </Text>
      )}
      <SettingsFields form={form} locked={locked} />
    </EditFormModal>
  );
}
