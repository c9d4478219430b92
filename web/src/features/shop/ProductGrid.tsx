import { SimpleGrid, Stack } from "@mantine/core";
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

/** The products as cards in a grid, or as rows in a list. */
export function ProductGrid({ products, view }: ProductGridProps) {
  if (view === "list") {
    return (
      <Stack gap="sm">
        {products.map((product, index) => (
          <ProductListRow key={product.id} product={product} eager={index < EAGER_PICTURES} />
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
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_PICTURES} />
      ))}
    </SimpleGrid>
  );
}
