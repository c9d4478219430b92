import { formatPrice } from "./format";
import type { Product } from "./product";

/** One size of a product as the catalogue answers it: its price, and whether it is sold out. */
export type SizeOption = Product["size_options"][number];

/**
 * Each of a product's sizes with its price and stock state, in the product's order. A size the
 * answer does not describe (a cart or page saved before sizes had prices) costs the product's price.
 */
export function sizeOptionsOf(product: Pick<Product, "price" | "sizes" | "size_options">): SizeOption[] {
  return product.sizes.map(
    (size) =>
      product.size_options?.find((option) => option.size === size) ?? {
        size,
        upcharge: 0,
        price: product.price,
        sold_out: false,
        few_left: null,
      },
  );
}

/** What one costs in this size (the product's price for a one-size item). */
export function priceIn(product: Pick<Product, "price" | "sizes" | "size_options">, size: string | null) {
  const option = size === null ? undefined : sizeOptionsOf(product).find((o) => o.size === size);
  return option?.price ?? product.price;
}

/** What a size's button says beside its name: "+$2.00", "sold out", "only 2 left", or nothing. */
export function sizeNote(option: SizeOption): string | null {
  if (option.sold_out) return "sold out";
  const notes = [
    option.upcharge > 0 ? `+${formatPrice(option.upcharge)}` : null,
    option.few_left !== null ? `only ${option.few_left} left` : null,
  ].filter(Boolean);
  return notes.length > 0 ? notes.join(", ") : null;
}
