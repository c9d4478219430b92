import { Group, NativeSelect, Radio, Stack, Text } from "@mantine/core";
import { SHOP_CATEGORIES, type ShopCategory, SORT_OPTIONS, type SortOrder } from "./shop-options";
import text from "./text.module.css";

const isCategory = (value: string): value is ShopCategory => SHOP_CATEGORIES.some((c) => c.value === value);
const isSortOrder = (value: string): value is SortOrder => SORT_OPTIONS.some((s) => s.value === value);

interface CategoryFilterProps {
  value: ShopCategory;
  onChange: (category: ShopCategory) => void;
  /** Products per category for the current search; left out while loading. */
  counts: Record<ShopCategory, number> | undefined;
}

/** The category radios (spec §2), each with how many products it would show. */
export function CategoryFilter({ value, onChange, counts }: CategoryFilterProps) {
  return (
    <Radio.Group
      label="Category"
      value={value}
      onChange={(next) => isCategory(next) && onChange(next)}
      styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
    >
      <Stack gap={10}>
        {SHOP_CATEGORIES.map((category) => (
          <Radio
            key={category.value}
            value={category.value}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{category.label}</span>
                {counts && (
                  <Text component="span" size="xs" className={text.muted}>
                    ({counts[category.value]})
                  </Text>
                )}
              </Group>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

/** "Sort by": a native select, so phones show their own picker. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <NativeSelect
      label="Sort by"
      value={value}
      data={SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isSortOrder(next)) onChange(next);
      }}
      styles={{ label: { fontWeight: 600 } }}
    />
  );
}
