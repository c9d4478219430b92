import { Badge } from "@mantine/core";
import { isOutOfStock, type ProductSummary } from "./product";
import { SHOP_CATEGORIES } from "./shop-options";

/** "T-shirts" for t-shirts; other stored categories (e.g. apparel) capitalised. */
export function categoryName(category: string): string {
  const known = SHOP_CATEGORIES.find((c) => c.value === category);
  if (known) return known.label;
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function CategoryBadge({ product }: { product: ProductSummary }) {
  return (
    <Badge variant="filled" color="navy.9" size="sm" radius="sm">
      {categoryName(product.category)}
    </Badge>
  );
}

export function StockBadge({ product }: { product: ProductSummary }) {
  if (!isOutOfStock(product)) return null;
  return (
    <Badge variant="filled" color="red.8" size="sm" radius="sm">
      Out of stock
    </Badge>
  );
}
