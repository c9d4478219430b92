import { Autocomplete, Group, Image, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { RouterOutputs } from "@store/api";
import { contentInput } from "@store/api/domains/content/schemas";
import { useEffect } from "react";
import { errorCode, fieldErrorsOf, serverMessage } from "../../../lib/api-errors";
import { EditFormModal } from "../shared/EditFormModal";
import { notifyFailure } from "../shared/feedback";
import { LastChange } from "../shared/LastChange";
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

interface ContentFormModalProps {
  /** Closed (null), adding (undefined item, maybe a page/section to start from), or editing. */
  state: { item?: ContentItem; page_name?: string; section_name?: string } | null;
  onClose: () => void;
  pageNames: string[];
  sectionsOf: (page: string) => string[];
}

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on open only, not on every keystroke.
  useEffect(() => {
    if (!state) return;
    const item = state.item;
    form.setValues(
      item
        ? {
            page_name: item.page_name,
            section_name: item.section_name,
            content_key: item.content_key,
            content_type: item.content_type,
            content_value: item.content_value ?? "",
          }
        : { ...empty, page_name: state.page_name ?? "", section_name: state.section_name ?? "" },
    );
    form.resetDirty();
    form.clearErrors();
  }, [state]);

  const busy = create.isPending || update.isPending;
  const type = form.values.content_type;
  const value = form.values.content_value.trim();

  const submit = async (values: Values) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...values });
      else await create.mutateAsync(values);
      onClose();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      const prefix = editing ? "Error updating content" : "Error adding content";
      notifyFailure(errorCode(error) ? `${prefix}: ${serverMessage(error)}` : "Error saving content");
    }
  };

  return (
    <EditFormModal
      noun="Content"
      opened={state !== null}
      editing={Boolean(editing)}
      busy={busy}
      dirty={form.isDirty()}
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      gap="sm"
      footer={{ mt: "sm" }}
    >
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
        <TextInput label="Content Value" {...form.getInputProps("content_value")} />
      )}
      {editing && <LastChange entity="content" entityId={editing.id} />}
    </EditFormModal>
  );
}
