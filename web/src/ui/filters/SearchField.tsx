import { CloseButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import {
  PlainInputSection,
  type PlainInputSize,
  PlainInputWrapper,
  plainInputAria,
} from "./PlainInputWrapper";

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
 * to clear it once it holds text. The site's own field (PlainInputWrapper), not Mantine's input code.
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
  const id = `field-${useId()}`;
  return (
    <PlainInputWrapper
      id={id}
      size={size}
      label={label}
      className={className}
      labelStyle={boldLabel ? { fontWeight: 600 } : undefined}
      wrapperData={{ "data-with-right-section": value ? true : undefined, "data-with-left-section": true }}
    >
      <PlainInputSection position="left">
        <IconSearch size={size === "sm" ? 16 : 18} aria-hidden="true" />
      </PlainInputSection>
      <input
        {...plainInputAria(id, {})}
        placeholder={placeholder}
        maxLength={maxLength}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {value && (
        <PlainInputSection position="right">
          <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange("")} />
        </PlainInputSection>
      )}
    </PlainInputWrapper>
  );
}
