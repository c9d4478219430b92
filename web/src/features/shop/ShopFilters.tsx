import { Group, Stack, Text } from "@mantine/core";
import { RadioGroupField, RadioOption } from "../../ui/filters/RadioGroupField";
import { SelectField } from "../../ui/filters/SelectField";
import { SHOP_CATEGORIES, type ShopCategory, SORT_OPTIONS, type SortOrder } from "./shop-options";
import text from "./text.module.css";

interface CategoryFilterProps {
  value: ShopCategory;
  onChange: (category: ShopCategory) => void;
  /** Products per category for the current search; left out while loading. */
  counts: Record<ShopCategory, number> | undefined;
}

/** The category radios (spec §2), each with how many products it would show. */
export function CategoryFilter({ value, onChange, counts }: CategoryFilterProps) {
  return (
    <RadioGroupField label="Category" value={value} onChange={onChange}>
      <Stack gap={10}>
        {SHOP_CATEGORIES.map((category) => (
          <RadioOption
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
    </RadioGroupField>
  );
}

interface SortSelectProps {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
}

/** "Sort by": a native select, so phones show their own picker. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return <SelectField label="Sort by" value={value} options={SORT_OPTIONS} onChange={onChange} boldLabel />;
}
