import { Button, Center, SimpleGrid, Stack, Text } from "@mantine/core";
import { SHOP_PAGE_SIZE } from "@store/api/contracts";
import { lazy, Suspense } from "react";
import { withThousands } from "./format";
import { ProductCard } from "./ProductCard";
import type { ProductSummary } from "./product";
import { GRID_COLUMNS, type ViewMode } from "./view-mode";

/** The first screenful on a wide screen: its pictures are the page's largest paint, so never lazy. */
const EAGER_PICTURES = 4;

// The server draws the grid, and most shoppers never leave it: the rows come when the list is
// first chosen (view-mode.ts switches in a transition, so the grid stays until they are ready).
const ProductList = lazy(() => import("./ProductList"));

interface ProductGridProps {
  /** The batches received so far. */
  products: readonly ProductSummary[];
  /** Products in the whole view, received or not. */
  total: number;
  view: ViewMode;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * The products as cards in a grid, or as rows in a list. A big catalogue (thousands of products)
 * arrives a batch at a time (SHOP_PAGE_SIZE); the shopper asks for the next when they get there.
 */
export function ProductGrid({ products, total, view, hasMore, loadingMore, onMore }: ProductGridProps) {
  const more = total - products.length;
  const items =
    view === "list" ? (
      <ProductList products={products} eager={EAGER_PICTURES} />
    ) : (
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

  return (
    <>
      {/* Always there, so a switch to the list (a transition) keeps the grid showing meanwhile. */}
      <Suspense fallback={null}>{items}</Suspense>
      {hasMore && more > 0 && (
        <Center mt="xl">
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed">
              {withThousands(products.length)} of {withThousands(total)} shown
            </Text>
            <Button variant="light" onClick={onMore} loading={loadingMore}>
              Show {Math.min(more, SHOP_PAGE_SIZE)} more products
            </Button>
          </Stack>
        </Center>
      )}
    </>
  );
}
