import { type CSSProperties, type TextareaHTMLAttributes, useRef } from "react";
import { type PlainFieldWords, PlainInputWrapper, usePlainField } from "../filters/PlainInputWrapper";
import { useAutosize } from "./use-autosize";

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required" | "disabled">,
    PlainFieldWords {
  /** Grows with what is typed between these heights, in lines, instead of keeping `rows`. */
  autosize?: { minRows: number; maxRows: number };
}

/**
 * A form's text box, of a fixed height or growing with its text, drawn by the site
 * (PlainInputWrapper) without Mantine's code (decision 063).
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
  const field = { label, description, error, size, required, disabled, id: input.id };
  const { wrapper, control } = usePlainField(field);
  return (
    <PlainInputWrapper
      {...wrapper}
      wrapperStyle={{ "--input-padding-y": `var(--input-padding-y-${size})` } as CSSProperties}
      wrapperData={{ ...wrapper.wrapperData, "data-multiline": true }}
    >
      <textarea rows={autosize?.minRows} {...input} ref={box} {...control} />
    </PlainInputWrapper>
  );
}
