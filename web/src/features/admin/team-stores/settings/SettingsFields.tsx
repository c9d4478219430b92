import { Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { NoteField } from "../../../../ui/forms/note-fields";
import { ProductImageField } from "../../products/ProductImageField";
import { suggestSlug } from "../slug";
import { distributionOptions } from "../store-labels";
import { allSettings, type SettingsKey, type SettingsValues } from "./settings-values";
import { PAY_AT_ORDER_OFF, usePaymentModeOptions } from "./use-payment-mode-options";

const CENTRAL = "Central time (Clanton, AL)";

/**
 * A store's settings: who it is for, when it is open (entered in Central time), how families get
 * their items and pay, and the number rules; `fields` keeps only some (a copy or a store from a
 * quote asks for the new season's link and dates). The store link follows the team's name until
 * staff type their own.
 */
export function SettingsFields({
  form,
  locked = [],
  fields = allSettings,
}: {
  form: UseFormReturnType<SettingsValues>;
  /** Settings the store's status no longer lets change (shown, not editable). */
  locked?: readonly SettingsKey[];
  fields?: readonly SettingsKey[];
}) {
  const has = (key: SettingsKey) => fields.includes(key);
  const payment = usePaymentModeOptions();
  const fixed = (key: SettingsKey) => locked.includes(key);
  const slugLocked = fixed("slug");
  const year =
    Number((form.values.closes_at || form.values.opens_at).slice(0, 4)) || new Date().getFullYear();
  const follow = (patch: Partial<SettingsValues>) => {
    const before = form.getValues();
    const next = { ...before, ...patch };
    const suggested = suggestSlug(before.team_name, before.sport, year);
    form.setValues(patch);
    if (!slugLocked && (before.slug === "" || before.slug === suggested) && next.team_name) {
      form.setFieldValue("slug", suggestSlug(next.team_name, next.sport, year));
    }
  };
  return (
    <>
      {(has("team_name") || has("sport")) && (
        <SimpleGrid cols={{ base: 1, sm: has("sport") ? 2 : 1 }} spacing="md">
          <TextInput
            label="Team name"
            required
            data-autofocus
            {...form.getInputProps("team_name")}
            onChange={(e) => follow({ team_name: e.currentTarget.value })}
          />
          {has("sport") && (
            <TextInput
              label="Sport"
              required
              {...form.getInputProps("sport")}
              onChange={(e) => follow({ sport: e.currentTarget.value })}
            />
          )}
        </SimpleGrid>
      )}
      <TextInput
        label="Store link"
        description={`Families open /team/${form.values.slug || "…"}`}
        required
        disabled={slugLocked}
        data-autofocus={!has("team_name") || undefined}
        {...form.getInputProps("slug")}
      />
      {has("coach_name") && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Coach name" required {...form.getInputProps("coach_name")} />
          <TextInput label="Coach e-mail" type="email" required {...form.getInputProps("coach_email")} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Opens"
          type="datetime-local"
          description={CENTRAL}
          required
          disabled={fixed("opens_at")}
          {...form.getInputProps("opens_at")}
        />
        <TextInput
          label="Closes"
          type="datetime-local"
          description={CENTRAL}
          required
          disabled={fixed("closes_at")}
          {...form.getInputProps("closes_at")}
        />
      </SimpleGrid>
      {has("distribution") && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="How families get their items"
            data={distributionOptions}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("distribution")}
          />
          <Select
            label="How families pay"
            data={payment.options}
            description={payment.hostedLive ? undefined : PAY_AT_ORDER_OFF}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("payment_mode")}
          />
        </SimpleGrid>
      )}
      {has("handout_place") && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Handout place"
            description="Empty: at the store's counter."
            placeholder="Clanton Park, field 2"
            {...form.getInputProps("handout_place")}
          />
          <TextInput
            label="Handout day and time"
            description="Empty: families are e-mailed when it is ready."
            placeholder="Tuesday practice, 5:30 PM"
            {...form.getInputProps("handout_when")}
          />
          <TextInput
            label="Handed out by"
            description="Empty: the store's staff. Families always pay the store."
            placeholder="Coach Rivera"
            {...form.getInputProps("handout_by")}
          />
        </SimpleGrid>
      )}
      {has("access_code") && (
        <TextInput
          label="Access code"
          description="Optional: families type it to enter. Leave empty to let the link alone open the store."
          {...form.getInputProps("access_code")}
        />
      )}
      {has("number_min") && (
        <>
          <Group grow align="flex-start" gap="md">
            <NumberInput
              label="Lowest number"
              min={0}
              max={999}
              allowDecimal={false}
              disabled={fixed("number_min")}
              {...form.getInputProps("number_min")}
            />
            <NumberInput
              label="Highest number"
              min={0}
              max={999}
              allowDecimal={false}
              disabled={fixed("number_max")}
              {...form.getInputProps("number_max")}
            />
          </Group>
          <Checkbox
            label="Each number only once in this store"
            disabled={fixed("numbers_unique")}
            {...form.getInputProps("numbers_unique", { type: "checkbox" })}
          />
          <Checkbox
            label='Families may order "##" when the number is not known yet'
            disabled={fixed("allow_unknown_number")}
            {...form.getInputProps("allow_unknown_number", { type: "checkbox" })}
          />
        </>
      )}
      {has("message") && (
        <NoteField
          label="Message to families"
          description="Shown under the team name: pickup day, practice field, who to ask."
          {...form.getInputProps("message")}
        />
      )}
      {has("logo_url") && (
        <ProductImageField
          label="Team logo"
          description="Shown on the store, the coach's page and link previews. Empty: the approved proof of the store's quote."
          {...form.getInputProps("logo_url")}
        />
      )}
    </>
  );
}
