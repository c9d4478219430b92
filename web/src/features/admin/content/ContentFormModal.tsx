import { Alert, Autocomplete, Group, Image, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { contentInput, type RouterOutputs, siteUseOf } from "@store/api/contracts";
import { IconAlertTriangle } from "@tabler/icons-react";
import { errorCode, serverMessage } from "../../../lib/api-errors";
import { EditFormModal } from "../shared/EditFormModal";
import { notifyFailure } from "../shared/feedback";
import { LastChange } from "../shared/LastChange";
import { useEditForm } from "../shared/use-edit-form";
import { homeSlotById, homeSlotChoices, homeSlotIdAt } from "./home-words";
import { useContentMutations } from "./use-content-mutations";

export type ContentItem = RouterOutputs["content"]["adminList"]["items"][number];
type ContentType = ContentItem["content_type"];

/** Spec §2: the four types, labelled as the form shows them. */
const typeOptions: { value: ContentType; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "image", label: "Image URL" },
  { value: "html", label: "HTML" },
  { value: "json", label: "JSON Data" },
];

interface Values {
  page_name: string;
  section_name: string;
  content_key: string;
  content_type: ContentType;
  content_value: string;
}

const empty: Values = {
  page_name: "",
  section_name: "",
  content_key: "",
  content_type: "text",
  content_value: "",
};

/** What the form opens on: an item to edit, or an address (or part of one) to add at. */
export interface ContentFormState {
  item?: ContentItem;
  page_name?: string;
  section_name?: string;
  content_key?: string;
  content_type?: ContentType;
}

interface ContentFormModalProps {
  /** Closed (null), adding (undefined item, maybe a page/section to start from), or editing. */
  state: ContentFormState | null;
  onClose: () => void;
  pageNames: string[];
  sectionsOf: (page: string) => string[];
}

const valuesOf = (item: ContentItem): Values => ({
  page_name: item.page_name,
  section_name: item.section_name,
  content_key: item.content_key,
  content_type: item.content_type,
  content_value: item.content_value ?? "",
});

const startOf = (state: ContentFormState | null) => ({
  page_name: state?.page_name ?? "",
  section_name: state?.section_name ?? "",
  content_key: state?.content_key ?? "",
  content_type: state?.content_type ?? empty.content_type,
});

/** 'Add New Content' / 'Edit Content' (spec §2), checked with the server's own schema. */
export function ContentFormModal({ state, onClose, pageNames, sectionsOf }: ContentFormModalProps) {
  const { create, update } = useContentMutations();
  const editing = state?.item;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: empty,
    validate: schemaResolver(contentInput, { sync: true }),
  });

  // Each opening starts from the item being edited, or from the group it was opened in.
  const shell = useEditForm({
    form,
    opened: state !== null,
    openedWith: state,
    start: () => (state?.item ? valuesOf(state.item) : { ...empty, ...startOf(state) }),
    save: async (values) => {
      try {
        if (editing) await update.mutateAsync({ id: editing.id, ...values });
        else await create.mutateAsync(values);
      } catch (error) {
        const prefix = editing ? "Error updating content" : "Error adding content";
        notifyFailure(errorCode(error) ? `${prefix}: ${serverMessage(error)}` : "Error saving content");
        throw error;
      }
    },
    onClose,
  });

  const type = form.values.content_type;
  const value = form.values.content_value.trim();
  const { page_name, section_name, content_key } = form.values;
  const slotId = homeSlotIdAt(page_name, section_name, content_key);
  const slot = slotId ? homeSlotById(slotId) : undefined;
  // The server's own words for what the site will do with the item, shown before it is saved.
  const addressGiven = Boolean(page_name.trim() && section_name.trim() && content_key.trim());
  const use = siteUseOf({
    page_name: page_name.trim(),
    section_name: section_name.trim(),
    content_key: content_key.trim(),
    content_type: type,
    content_value: value,
  });
  const valueHelp = slot
    ? `The home page shows this as "${slot.label}". Leave it blank to show the default: "${slot.default}".`
    : undefined;

  /** Picking a home page item fills in its address and the type it is read as. */
  const pickSlot = (id: string | null) => {
    const picked = id ? homeSlotById(id) : undefined;
    if (!picked) return;
    form.setValues({
      page_name: "home",
      section_name: picked.section,
      content_key: picked.key,
      content_type: picked.kind,
    });
  };

  return (
    <EditFormModal noun="Content" editing={Boolean(editing)} {...shell} gap="sm" footer={{ mt: "sm" }}>
      <Select
        label="Home page item"
        description="Pick a word or picture of the home page to fill in its page, section, key and type."
        placeholder="Search the home page's words and pictures"
        data={homeSlotChoices}
        value={slotId}
        onChange={pickSlot}
        searchable
        clearable={false}
        nothingFoundMessage="No home page item has that name"
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              Default: {homeSlotById(option.value)?.default}
            </Text>
          </div>
        )}
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
      <Group grow align="flex-start">
        <Autocomplete label="Page Name" required data={pageNames} {...form.getInputProps("page_name")} />
        <Autocomplete
          label="Section Name"
          required
          data={sectionsOf(form.values.page_name)}
          {...form.getInputProps("section_name")}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Content Key" required {...form.getInputProps("content_key")} />
        <Select
          label="Content Type"
          required
          allowDeselect={false}
          data={typeOptions}
          {...form.getInputProps("content_type")}
        />
      </Group>
      {type === "html" || type === "json" ? (
        <Textarea
          label="Content Value"
          autosize
          minRows={6}
          maxRows={16}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          description={
            type === "json"
              ? "Checked as JSON before saving."
              : "Unsafe tags and attributes are removed when saved."
          }
          {...form.getInputProps("content_value")}
        />
      ) : type === "image" ? (
        <Stack gap={6}>
          <TextInput
            label="Content Value"
            type="url"
            placeholder="https://… or /images/…"
            description={valueHelp}
            {...form.getInputProps("content_value")}
          />
          {value && (
            <div>
              <Text size="xs" c="dimmed" mb={4}>
                Preview
              </Text>
              <Image
                src={value}
                alt="Preview of the image address"
                h={120}
                w="auto"
                fit="contain"
                radius="sm"
                className="studio-backdrop"
              />
            </div>
          )}
        </Stack>
      ) : (
        <TextInput label="Content Value" description={valueHelp} {...form.getInputProps("content_value")} />
      )}
      {addressGiven && !use.shown && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          role="status"
        >
          {use.note}
        </Alert>
      )}
      {editing && <LastChange entity="content" entityId={editing.id} />}
    </EditFormModal>
  );
}
