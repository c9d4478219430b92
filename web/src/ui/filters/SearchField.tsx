import { CloseButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type CSSProperties, useId } from "react";
import { inputClasses as c, smallInput } from "./mantine-classes";

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  className?: string;
  /** The label in the bold the filter panels use. */
  boldLabel?: boolean;
}

/**
 * A list page's search box: filters as the visitor types, with a button to clear it once it holds
 * text. Mantine's TextInput markup without its code (see mantine-classes.ts).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
  boldLabel,
}: SearchFieldProps) {
  const id = `mantine-${useId()}`;
  const labelStyle = { ...(boldLabel && { fontWeight: 600 }), ...smallInput.label } as CSSProperties;
  return (
    <div className={`${className ? `${className} ` : ""}${c.root} mantine-TextInput-root`} data-size="sm">
      <label
        style={labelStyle}
        className={`${c.label} mantine-TextInput-label`}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={smallInput.wrapper as CSSProperties}
        className={`${c.wrapper} mantine-TextInput-wrapper`}
        data-variant="default"
        data-size="sm"
        data-with-right-section={value ? true : undefined}
        data-with-left-section
      >
        <div data-position="left" className={`${c.section} mantine-TextInput-section`}>
          <IconSearch size={16} aria-hidden="true" />
        </div>
        <input
          className={`${c.input} mantine-TextInput-input`}
          data-variant="default"
          placeholder={placeholder}
          maxLength={maxLength}
          type="search"
          id={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {value && (
          <div data-position="right" className={`${c.section} mantine-TextInput-section`}>
            <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange("")} />
          </div>
        )}
      </div>
    </div>
  );
}
