import { Button, Group, Pill } from "@mantine/core";
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
        <Pill
          size="md"
          withRemoveButton
          onRemove={onClearCategory}
          removeButtonProps={{ "aria-label": `Remove filter ${label}` }}
        >
          {label}
        </Pill>
      )}
      {hasQuery && (
        <Pill
          size="md"
          withRemoveButton
          onRemove={onClearQuery}
          removeButtonProps={{ "aria-label": "Remove search text" }}
        >
          “{query.trim()}”
        </Pill>
      )}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        Clear all
      </Button>
    </Group>
  );
}
