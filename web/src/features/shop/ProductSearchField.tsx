import { CloseButton, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { MAX_QUERY_LENGTH } from "./shop-search";

interface ProductSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Search products": matches name or description as the shopper types. */
export function ProductSearchField({ value, onChange }: ProductSearchFieldProps) {
  return (
    <TextInput
      type="search"
      label="Search products"
      placeholder="Jerseys, hoodies, caps..."
      value={value}
      maxLength={MAX_QUERY_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange("")} /> : null
      }
    />
  );
}
