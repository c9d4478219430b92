import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { type PlainInputSize, PlainInputWrapper, plainInputAria } from "../filters/PlainInputWrapper";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: ReactNode;
  description?: ReactNode;
  /** The message beside the field; the input is marked invalid and described by it. */
  error?: ReactNode;
  size?: PlainInputSize;
}

/**
 * A public form's one-line field: Mantine's TextInput as it looks and reads to a screen reader,
 * without Mantine's input code (decision 063). Takes a form's input props as they come
 * (`{...form.getInputProps("email")}`); `TextField.test.tsx` compares the markup with Mantine's.
 */
export function TextField({
  label,
  description,
  error,
  size = "sm",
  required,
  disabled,
  ...input
}: TextFieldProps) {
  const generated = `mantine-${useId()}`;
  const id = input.id ?? generated;
  return (
    <PlainInputWrapper
      component="TextInput"
      id={id}
      size={size}
      label={label}
      required={required}
      description={description}
      error={error}
      wrapperData={{ "data-disabled": disabled || undefined }}
    >
      <input
        {...input}
        {...plainInputAria("TextInput", id, { description, error })}
        data-disabled={disabled || undefined}
        disabled={disabled}
        required={required}
      />
    </PlainInputWrapper>
  );
}
