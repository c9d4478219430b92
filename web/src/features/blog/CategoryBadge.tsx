import { Badge } from "@mantine/core";
import { categoryLabel, type PostCategory } from "./post";

/** "Training Tips", "Equipment Reviews", "Sports News" or "Nutrition". */
export function CategoryBadge({ category }: { category: PostCategory }) {
  return (
    <Badge variant="filled" color="gold.6" c="navy.9" size="sm" radius="sm">
      {categoryLabel(category)}
    </Badge>
  );
}
