import type { InputHTMLAttributes } from "react";
import { type PlainFieldWords, PlainInputWrapper, usePlainField } from "../filters/PlainInputWrapper";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "required" | "disabled">,
    PlainFieldWords {}

/**
 * A public form's one-line field: Mantine's TextInput as it looks and reads to a screen reader,
 * without Mantine's input code (decision 063). Takes a form's input props as they come
 * (`{...form.getInputProps("email")}`); `TextField.test.tsx` compares the markup with Mantine's.
 */
export function TextField({ label, description, error, size, required, disabled, ...input }: TextFieldProps) {
  const field = { label, description, error, size, required, disabled, id: input.id };
  const { wrapper, control } = usePlainField("TextInput", field);
  return (
    <PlainInputWrapper {...wrapper}>
      <input {...input} {...control} />
    </PlainInputWrapper>
  );
}
