import { type CSSProperties, type ReactNode, type TextareaHTMLAttributes, useId, useRef } from "react";
import { type PlainInputSize, PlainInputWrapper, plainInputAria } from "../filters/PlainInputWrapper";
import { useAutosize } from "./use-autosize";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  size?: PlainInputSize;
  /** Grows with what is typed between these heights, in lines, instead of keeping `rows`. */
  autosize?: { minRows: number; maxRows: number };
}

/**
 * A form's text box, of a fixed height or growing with its text: Mantine's Textarea as it looks,
 * without Mantine's code (decision 063). `TextField.test.tsx` compares the markup with Mantine's.
 */
export function TextAreaField({
  label,
  description,
  error,
  size = "sm",
  required,
  disabled,
  autosize,
  ...input
}: TextAreaFieldProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  useAutosize(box, input.value, autosize);
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
        rows={autosize?.minRows}
        {...input}
        ref={box}
        {...plainInputAria("Textarea", id, { description, error })}
        data-disabled={disabled || undefined}
        disabled={disabled}
        required={required}
      />
    </PlainInputWrapper>
  );
}
