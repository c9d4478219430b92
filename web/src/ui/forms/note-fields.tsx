import { Textarea, type TextareaProps } from "@mantine/core";

// The free-text boxes of the store's forms, public and staff. A form adds its own words and its
// field's input props: <NoteField label="Note for the store" {...form.getInputProps("note")} />.

/** A note that grows with what is typed, two to six lines unless the form asks for more. */
export const NoteField = (props: TextareaProps) => <Textarea autosize minRows={2} maxRows={6} {...props} />;

/** What the visitor asks of the store in their own words: required, six lines tall from the start. */
export const MessageField = (props: TextareaProps) => <Textarea required rows={6} {...props} />;
