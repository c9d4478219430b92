import { Textarea, type TextareaProps } from "@mantine/core";

// A free-text note on the store's forms, public and staff (a visitor's message: MessageField.tsx). A
// form adds its own words and its input props: <NoteField label="Note" {...form.getInputProps("note")} />.

/** A note that grows with what is typed, two to six lines unless the form asks for more. */
export const NoteField = (props: TextareaProps) => <Textarea autosize minRows={2} maxRows={6} {...props} />;
