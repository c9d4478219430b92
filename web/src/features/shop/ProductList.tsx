import { Stack } from "@mantine/core";
import { ProductListRow } from "./ProductListRow";
import type { ProductSummary } from "./product";

/** The products as rows (the list view): its own chunk, fetched when a shopper first picks the list. */
export default function ProductList({
  products,
  eager,
}: {
  products: readonly ProductSummary[];
  eager: number;
}) {
  return (
    <Stack gap="sm">
      {products.map((product, index) => (
        <ProductListRow key={product.id} product={product} eager={index < eager} />
      ))}
    </Stack>
  );
}
