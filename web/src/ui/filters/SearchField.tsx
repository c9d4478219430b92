import { CloseButton, TextInput, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

interface SearchFieldProps extends Omit<TextInputProps, "value" | "onChange" | "type"> {
  value: string;
  onChange: (value: string) => void;
}

/** A list page's search box: filters as the visitor types, with a button to clear it once it holds text. */
export function SearchField({ value, onChange, ...props }: SearchFieldProps) {
  return (
    <TextInput
      {...props}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange("")} /> : null
      }
    />
  );
}
