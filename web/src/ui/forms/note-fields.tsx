import { TextAreaField, type TextAreaFieldProps } from "./TextAreaField";

// A free-text note on the store's forms, public and staff (a visitor's message: MessageField.tsx). A
// form adds its own words and its input props: <NoteField label="Note" {...form.getInputProps("note")} />.

interface NoteFieldProps extends TextAreaFieldProps {
  minRows?: number;
  maxRows?: number;
}

/** A note that grows with what is typed, two to six lines unless the form asks for more. */
export const NoteField = ({ minRows = 2, maxRows = 6, ...props }: NoteFieldProps) => (
  <TextAreaField autosize={{ minRows, maxRows }} {...props} />
);
