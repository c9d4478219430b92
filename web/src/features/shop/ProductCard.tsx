import { Card, Group, Text } from "@mantine/core";
import { GridCard } from "../layout/GridCard";
import { AddToCartButton } from "./AddToCartButton";
import { formatPrice } from "./format";
import { CategoryBadge, StockBadge } from "./ProductBadges";
import { ProductImage } from "./ProductImage";
import { ProductImageLink, ProductNameLink } from "./ProductLink";
import type { ProductSummary } from "./product";
import classes from "./product.module.css";
import text from "./text.module.css";

export type { ProductSummary } from "./product";

/** A product in the grid: picture, name, description, price and Add to Cart. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  return (
    <GridCard label={product.name} padding="sm" className={classes.card}>
      <Card.Section>
        <ProductImageLink product={product}>
          <ProductImage product={product} eager={eager}>
            <div className={classes.badges}>
              <CategoryBadge product={product} />
              <StockBadge product={product} />
            </div>
          </ProductImage>
        </ProductImageLink>
      </Card.Section>
      <Text component="h3" fw={600} fz={{ base: "sm", sm: "md" }} lh={1.3} mt="sm" lineClamp={2}>
        <ProductNameLink product={product}>{product.name}</ProductNameLink>
      </Text>
      <Text fz={{ base: "xs", sm: "sm" }} className={text.muted} mt={4} lineClamp={2}>
        {product.description}
      </Text>
      {/* Pushed to the bottom so prices line up across a row of cards. */}
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs" mt="auto" pt="sm">
        <Text fw={700} fz={{ base: "md", sm: "lg" }}>
          {formatPrice(product.price)}
        </Text>
        <AddToCartButton product={product} size="compact-sm" />
      </Group>
    </GridCard>
  );
}
