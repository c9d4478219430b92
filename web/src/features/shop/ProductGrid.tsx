import { SimpleGrid, Stack } from "@mantine/core";
import { ProductCard } from "./ProductCard";
import { ProductListRow } from "./ProductListRow";
import type { Product } from "./product";
import { GRID_COLUMNS, type ViewMode } from "./view-mode";

interface ProductGridProps {
  products: readonly Product[];
  view: ViewMode;
}

/** The products as cards in a grid, or as rows in a list. */
export function ProductGrid({ products, view }: ProductGridProps) {
  if (view === "list") {
    return (
      <Stack gap="sm">
        {products.map((product) => (
          <ProductListRow key={product.id} product={product} />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      cols={GRID_COLUMNS}
      spacing={{ base: "sm", sm: "lg" }}
      verticalSpacing={{ base: "sm", sm: "lg" }}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SimpleGrid>
  );
}
