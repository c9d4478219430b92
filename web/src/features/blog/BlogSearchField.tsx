import { CloseButton, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { MAX_QUERY_LENGTH } from "./blog-search";

interface BlogSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Search posts": matches title or excerpt as the visitor types. */
export function BlogSearchField({ value, onChange }: BlogSearchFieldProps) {
  return (
    <TextInput
      type="search"
      label="Search posts"
      placeholder="Helmets, hydration..."
      value={value}
      maxLength={MAX_QUERY_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange("")} /> : null
      }
      styles={{ label: { fontWeight: 600 } }}
    />
  );
}
