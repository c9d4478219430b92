import { type CSSProperties, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { type PlainInputSize, PlainInputWrapper, plainInputAria } from "../filters/PlainInputWrapper";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  size?: PlainInputSize;
}

/**
 * A public form's text box of a fixed height: Mantine's Textarea (without autosize) as it looks,
 * without Mantine's code (decision 063). `TextField.test.tsx` compares the markup with Mantine's.
 */
export function TextAreaField({
  label,
  description,
  error,
  size = "sm",
  required,
  disabled,
  ...input
}: TextAreaFieldProps) {
  const generated = `mantine-${useId()}`;
  const id = input.id ?? generated;
  return (
    <PlainInputWrapper
      component="Textarea"
      id={id}
      size={size}
      label={label}
      required={required}
      description={description}
      error={error}
      wrapperStyle={{ "--input-padding-y": `var(--input-padding-y-${size})` } as CSSProperties}
      wrapperData={{ "data-disabled": disabled || undefined, "data-multiline": true }}
    >
      <textarea
        {...input}
        {...plainInputAria("Textarea", id, { description, error })}
        data-disabled={disabled || undefined}
        disabled={disabled}
        required={required}
      />
    </PlainInputWrapper>
  );
}
