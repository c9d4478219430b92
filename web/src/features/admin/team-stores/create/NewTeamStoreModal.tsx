import { SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { quoteReference } from "@store/db/catalogue";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../lib/api-errors";
import { trpc } from "../../../../lib/trpc";
import { useFocusFirstInvalid } from "../../../../lib/use-focus-first-invalid";
import { EditFormModal } from "../../shared/EditFormModal";
import { FormFailure } from "../../shared/FormParts";
import { checkFilledOnBlur } from "../settings/check-filled-on-blur";
import { SettingsFields } from "../settings/SettingsFields";
import {
  allSettings,
  blankSettings,
  copySettings,
  quoteSettings,
  type SettingsValues,
  settingsInput,
  settingsValuesOf,
  validateSettings,
} from "../settings/settings-values";
import { suggestSlug } from "../slug";
import { useCreateTeamStore } from "./use-create-team-store";

export type StoreSource = "scratch" | "copy" | "quote";

const fieldsFor = (source: StoreSource) =>
  source === "copy" ? copySettings : source === "quote" ? quoteSettings : allSettings;

const sources = [
  { value: "scratch", label: "From scratch" },
  { value: "copy", label: "Copy a store" },
  { value: "quote", label: "From a quote" },
];

/**
 * "New team store": from scratch, by copying an earlier store (its items, prices, rules and coach;
 * no orders), or from an approved quote (team, sport, coach, roster and proof). The settings are
 * filled from the source and can be changed before the store is made; it opens on its own page.
 */
export function NewTeamStoreModal({
  opened,
  onClose,
  initialQuoteId,
}: {
  opened: boolean;
  onClose: () => void;
  initialQuoteId?: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateTeamStore();
  const [source, setSource] = useState<StoreSource>(initialQuoteId ? "quote" : "scratch");
  // The form's validation reads the source as it is when the form is sent.
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [sourceId, setSourceId] = useState<string | null>(initialQuoteId ?? null);
  const [failure, setFailure] = useState<string>();
  const form = useForm<SettingsValues>({
    mode: "controlled",
    initialValues: blankSettings(),
    validate: (values) => validateSettings(values, fieldsFor(sourceRef.current)),
    ...checkFilledOnBlur<SettingsValues>(),
  });
  // Sent empty, every missing field is flagged at once and the first takes the focus.
  const { ref: fieldsRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const stores = useQuery({
    ...trpc.teamStores.list.queryOptions({ page_size: 100, sort: "created_at", dir: "desc" }),
    enabled: opened && source === "copy",
  });
  const quotes = useQuery({
    ...trpc.quotes.list.queryOptions({ status: "approved", page_size: 100 }),
    enabled: opened && source === "quote",
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the form
  useEffect(() => {
    if (!opened) return;
    setSource(initialQuoteId ? "quote" : "scratch");
    setSourceId(initialQuoteId ?? null);
    setFailure(undefined);
    form.setValues(blankSettings());
    form.resetDirty();
    form.clearErrors();
  }, [opened]);

  // A picked source fills the settings; the link and the dates are the new season's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per source picked
  useEffect(() => {
    if (!opened || !sourceId || source === "scratch") return;
    const fresh = blankSettings();
    const year = Number(fresh.closes_at.slice(0, 4));
    const fill = (values: SettingsValues) => {
      form.setValues({ ...values, slug: suggestSlug(values.team_name, values.sport, year) });
      form.clearErrors();
    };
    if (source === "copy") {
      void queryClient.fetchQuery(trpc.teamStores.get.queryOptions({ id: sourceId })).then((store) => {
        fill({ ...settingsValuesOf(store), opens_at: fresh.opens_at, closes_at: fresh.closes_at });
      });
    } else {
      void queryClient.fetchQuery(trpc.quotes.get.queryOptions({ id: sourceId })).then((quote) => {
        fill({
          ...fresh,
          team_name: quote.team_name,
          sport: quote.sport,
          coach_name: quote.contact_name,
          coach_email: quote.email,
        });
      });
    }
  }, [opened, source, sourceId]);

  const submit = async (values: SettingsValues) => {
    setFailure(undefined);
    try {
      if (source !== "scratch" && !sourceId) {
        setFailure(source === "copy" ? "Choose the store to copy." : "Choose the approved quote.");
        return;
      }
      const store = await create.mutateAsync({ source, sourceId, input: settingsInput(values) });
      onClose();
      void navigate({ to: "/admin/team-stores/$id", params: { id: store.id } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      focusFirstInvalid();
      if (Object.keys(fields).length === 0) setFailure(describeFailure("The store was not made", error));
    }
  };

  const pickData =
    source === "copy"
      ? (stores.data?.items ?? []).map((s) => ({ value: s.id, label: `${s.team_name} (${s.slug})` }))
      : (quotes.data?.items ?? []).map((q) => ({
          value: q.id,
          label: `${quoteReference(q.number)} · ${q.team_name}`,
        }));

  return (
    <EditFormModal
      noun="Team Store"
      opened={opened}
      editing={false}
      busy={create.isPending}
      dirty={form.isDirty()}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => void submit(values), focusFirstInvalid)}
      gap="md"
    >
      <Stack gap={6}>
        <SegmentedControl
          aria-label="Start from"
          value={source}
          onChange={(value) => {
            setSource(value as StoreSource);
            setSourceId(null);
            form.clearErrors();
          }}
          data={sources}
          fullWidth
        />
        {source === "copy" && (
          <Text size="xs" c="dimmed">
            Copies items, prices, rules, the coach and the roster; no orders.
          </Text>
        )}
        {source === "quote" && (
          <Text size="xs" c="dimmed">
            Takes the team, sport, coach, roster, the catalogue's items for its package and its approved
            proof.
          </Text>
        )}
      </Stack>
      {source !== "scratch" && (
        <Select
          label={source === "copy" ? "Store to copy" : "Approved quote"}
          required
          searchable
          data={pickData}
          value={sourceId}
          onChange={setSourceId}
          nothingFoundMessage={source === "copy" ? "No store by that name" : "No approved quote"}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <FormFailure message={failure} />
      <Stack gap="md" ref={fieldsRef}>
        <SettingsFields form={form} fields={fieldsFor(source)} />
      </Stack>
    </EditFormModal>
  );
}
