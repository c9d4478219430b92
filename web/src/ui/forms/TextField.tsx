import type { InputHTMLAttributes } from "react";
import { type PlainFieldWords, PlainInputWrapper, usePlainField } from "../filters/PlainInputWrapper";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "required" | "disabled">,
    PlainFieldWords {}

/**
 * A public form's one-line field, drawn by the site (PlainInputWrapper) without Mantine's input code
 * (decision 063). Takes a form's input props as they come (`{...form.getInputProps("email")}`).
 */
export function TextField({ label, description, error, size, required, disabled, ...input }: TextFieldProps) {
  const field = { label, description, error, size, required, disabled, id: input.id };
  const { wrapper, control } = usePlainField(field);
  return (
    <PlainInputWrapper {...wrapper}>
      <input {...input} {...control} />
    </PlainInputWrapper>
  );
}
