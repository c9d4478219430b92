import { CloseButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { inputClasses as c } from "./mantine-classes";
import { type PlainInputSize, PlainInputWrapper, plainInputAria } from "./PlainInputWrapper";

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  className?: string;
  /** The label in the bold the filter panels use. */
  boldLabel?: boolean;
  size?: PlainInputSize;
}

/**
 * A search box that searches as the visitor types (a list page's, the results page's), with a button
 * to clear it once it holds text. Mantine's TextInput markup without its code (see mantine-classes.ts).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className,
  boldLabel,
  size = "sm",
}: SearchFieldProps) {
  const id = `mantine-${useId()}`;
  return (
    <PlainInputWrapper
      component="TextInput"
      id={id}
      size={size}
      label={label}
      className={className}
      labelStyle={boldLabel ? { fontWeight: 600 } : undefined}
      wrapperData={{ "data-with-right-section": value ? true : undefined, "data-with-left-section": true }}
    >
      <div data-position="left" className={`${c.section} mantine-TextInput-section`}>
        <IconSearch size={size === "sm" ? 16 : 18} aria-hidden="true" />
      </div>
      <input
        {...plainInputAria("TextInput", id, {})}
        placeholder={placeholder}
        maxLength={maxLength}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {value && (
        <div data-position="right" className={`${c.section} mantine-TextInput-section`}>
          <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange("")} />
        </div>
      )}
    </PlainInputWrapper>
  );
}
