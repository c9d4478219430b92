import { Button, Group } from "@mantine/core";
import { FilterPill } from "../../ui/filters/FilterPill";
import { categoryLabel, type ShopCategory } from "./shop-options";

interface ActiveFiltersProps {
  category: ShopCategory;
  query: string;
  onClearCategory: () => void;
  onClearQuery: () => void;
  onClearAll: () => void;
}

/** What narrows the list right now, each removable, so a shopper never wonders where products went. */
export function ActiveFilters({
  category,
  query,
  onClearCategory,
  onClearQuery,
  onClearAll,
}: ActiveFiltersProps) {
  const hasCategory = category !== "all";
  const hasQuery = query.trim() !== "";
  if (!hasCategory && !hasQuery) return null;
  const label = categoryLabel(category);

  return (
    <Group gap="xs" mb="md" aria-label="Active filters" role="group">
      {hasCategory && (
        <FilterPill removeLabel={`Remove filter ${label}`} onRemove={onClearCategory}>
          {label}
        </FilterPill>
      )}
      {hasQuery && (
        <FilterPill removeLabel="Remove search text" onRemove={onClearQuery}>
          “{query.trim()}”
        </FilterPill>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        Clear all
      </Button>
    </Group>
  );
}
