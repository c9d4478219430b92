import { SearchField } from "../../ui/filters/SearchField";
import { MAX_QUERY_LENGTH } from "./blog-search";

interface BlogSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Search posts": matches title or excerpt as the visitor types. */
export function BlogSearchField({ value, onChange }: BlogSearchFieldProps) {
  return (
    <SearchField
      label="Search posts"
      placeholder="Helmets, hydration..."
      value={value}
      maxLength={MAX_QUERY_LENGTH}
      onChange={onChange}
      boldLabel
    />
  );
}
