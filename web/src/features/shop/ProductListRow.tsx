import { Group, Paper, Text } from "@mantine/core";
import { AddToCartButton } from "./AddToCartButton";
import { formatPrice } from "./format";
import { CategoryBadge, StockBadge } from "./ProductBadges";
import { ProductImage } from "./ProductImage";
import { ProductImageLink, ProductNameLink } from "./ProductLink";
import type { ProductSummary } from "./product";
import classes from "./product.module.css";
import text from "./text.module.css";

/** A product in the list view: picture left, text in the middle, price and button right. */
export function ProductListRow({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <Paper withBorder radius="md" component="article" aria-label={product.name} className={classes.row}>
      <ProductImageLink product={product} className={classes.rowImage}>
        <ProductImage product={product} eager={eager} />
      </ProductImageLink>
      <div>
        <Group gap={6} mb={6}>
          <CategoryBadge product={product} />
          <StockBadge product={product} />
        </Group>
        <Text component="h3" fw={600} fz={{ base: "sm", sm: "lg" }} lh={1.3} lineClamp={2}>
          <ProductNameLink product={product}>{product.name}</ProductNameLink>
        </Text>
        <Text fz="sm" className={text.muted} mt={4} lineClamp={2}>
          {product.description}
        </Text>
      </div>
      <div className={classes.rowActions}>
        <Text fw={700} fz={{ base: "md", sm: "xl" }}>
          {formatPrice(product.price)}
        </Text>
        <AddToCartButton product={product} />
      </div>
    </Paper>
  );
}
