import type { RouterOutputs } from "@store/api/contracts";
import type { CartProduct } from "../cart/cart-state";
import { priceIn, sizeOptionsOf } from "./size-options";

/** A product as the products.list call returns it. */
export type Product = RouterOutputs["products"]["list"][number];

/**
 * A product as the shop's grid and the related row get it (products.browse): no gallery, and only
 * the sizes that cost more, are sold out or run low (size-options.ts fills in the rest).
 */
export type ProductSummary = RouterOutputs["products"]["browse"]["items"][number];

/**
 * The fields the cart keeps: the price at the moment of adding (the size's own, upcharge included),
 * not the whole record.
 */
export const toCartProduct = (product: ProductSummary, size: string | null = null): CartProduct => ({
  id: product.id,
  name: product.name,
  price: priceIn(product, size),
  image_url: product.image_url,
  category: product.category,
  size,
});

/** Whether a shopper must pick a size before adding it (one-size items have none). */
export const hasSizes = (product: Pick<Product, "sizes">) => product.sizes.length > 0;

/**
 * Only an explicit false means sold out; a missing flag means in stock (spec §3). A product whose
 * every size is sold out is sold out too.
 */
export const isOutOfStock = (product: Pick<Product, "in_stock" | "price" | "sizes" | "size_options">) =>
  product.in_stock === false ||
  (hasSizes(product) && sizeOptionsOf(product).every((option) => option.sold_out));
