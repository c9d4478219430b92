import { Button, Center, SimpleGrid, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { ProductCard } from "./ProductCard";
import { ProductListRow } from "./ProductListRow";
import type { Product } from "./product";
import { GRID_COLUMNS, type ViewMode } from "./view-mode";

/** The first screenful on a wide screen: its pictures are the page's largest paint, so never lazy. */
const EAGER_PICTURES = 4;

interface ProductGridProps {
  products: readonly Product[];
  view: ViewMode;
}

/**
 * Cards drawn at a time. A big catalogue (thousands of products) would otherwise mean thousands of
 * cards and pictures at once; the shopper asks for the next batch when they get there.
 */
export const PRODUCTS_PER_BATCH = 48;

/** The products as cards in a grid, or as rows in a list, a batch at a time. */
export function ProductGrid({ products, view }: ProductGridProps) {
  const [shown, setShown] = useState(PRODUCTS_PER_BATCH);
  // Another filter, search or sort starts again from the first batch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list is the trigger, not an input.
  useEffect(() => {
    setShown(PRODUCTS_PER_BATCH);
  }, [products]);
  const visible = products.slice(0, shown);
  const more = products.length - visible.length;

  const items =
    view === "list" ? (
      <Stack gap="sm">
        {visible.map((product, index) => (
          <ProductListRow key={product.id} product={product} eager={index < EAGER_PICTURES} />
        ))}
      </Stack>
    ) : (
      <SimpleGrid
        cols={GRID_COLUMNS}
        spacing={{ base: "sm", sm: "lg" }}
        verticalSpacing={{ base: "sm", sm: "lg" }}
      >
        {visible.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < EAGER_PICTURES} />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      {items}
      {more > 0 && (
        <Center mt="xl">
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed">
              {visible.length.toLocaleString("en-US")} of {products.length.toLocaleString("en-US")} shown
            </Text>
            <Button variant="light" onClick={() => setShown((n) => n + PRODUCTS_PER_BATCH)}>
              Show {Math.min(more, PRODUCTS_PER_BATCH)} more products
            </Button>
          </Stack>
        </Center>
      )}
    </>
  );
}
