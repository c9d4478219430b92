import type { SelectHTMLAttributes } from "react";
import { type PlainFieldWords, PlainInputWrapper, usePlainField } from "../filters/PlainInputWrapper";
import { SelectChevron, selectWrapper } from "../filters/SelectField";

export interface SelectBoxFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "size" | "required" | "disabled">,
    PlainFieldWords {
  options: readonly { value: string; label: string; disabled?: boolean }[];
}

/**
 * A public form's choice in a native select (phones show their own picker), drawn by the site
 * (PlainInputWrapper) without Mantine's input code (decision 073). Takes a form's input props as they
 * come (`{...form.getInputProps("sport")}`); a disabled first option reads as the prompt.
 */
export function SelectBoxField({
  label,
  description,
  error,
  size,
  required,
  disabled,
  options,
  ...select
}: SelectBoxFieldProps) {
  const field = { label, description, error, size, required, disabled, id: select.id };
  const { wrapper, control } = usePlainField(field);
  return (
    <PlainInputWrapper
      {...wrapper}
      {...selectWrapper}
      wrapperData={{ ...wrapper.wrapperData, ...selectWrapper.wrapperData }}
    >
      <select {...select} {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <SelectChevron />
    </PlainInputWrapper>
  );
}
