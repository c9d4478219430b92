import { SearchField } from "../../ui/filters/SearchField";
import { MAX_QUERY_LENGTH } from "./shop-search";

interface ProductSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** "Search products": matches name or description as the shopper types. */
export function ProductSearchField({ value, onChange }: ProductSearchFieldProps) {
  return (
    <SearchField
      label="Search products"
      placeholder="Jerseys, hoodies, caps..."
      value={value}
      maxLength={MAX_QUERY_LENGTH}
      onChange={onChange}
    />
  );
}
