import { Text } from "@mantine/core";
import { RadioGroupField, RadioOption } from "../../ui/filters/RadioGroupField";
import classes from "./blog.module.css";
import { BLOG_CATEGORIES, type BlogCategory } from "./post";

interface BlogCategoryFilterProps {
  value: BlogCategory;
  onChange: (category: BlogCategory) => void;
  /** Posts per category for the current search; left out while loading. */
  counts: Record<BlogCategory, number> | undefined;
}

/** The category radios (spec §2), each with how many posts it would show. */
export function BlogCategoryFilter({ value, onChange, counts }: BlogCategoryFilterProps) {
  return (
    <RadioGroupField label="Category" value={value} onChange={onChange}>
      <div className={classes.radios}>
        {BLOG_CATEGORIES.map((category) => (
          <RadioOption
            key={category.value}
            value={category.value}
            label={
              <>
                {category.label}
                {counts && (
                  <Text component="span" size="xs" c="dimmed" ml={6}>
                    ({counts[category.value]})
                  </Text>
                )}
              </>
            }
          />
        ))}
      </div>
    </RadioGroupField>
  );
}
