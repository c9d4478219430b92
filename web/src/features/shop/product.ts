import type { RouterOutputs } from "@store/api";
import type { CartProduct } from "../cart/cart-state";

/** A product as the products.list call returns it. */
export type Product = RouterOutputs["products"]["list"][number];

/** The fields the cart keeps: the price at the moment of adding, not the whole record. */
export const toCartProduct = (
  { id, name, price, image_url, category }: Product,
  size: string | null = null,
): CartProduct => ({
  id,
  name,
  price,
  image_url,
  category,
  size,
});

/** Whether a shopper must pick a size before adding it (one-size items have none). */
export const hasSizes = (product: Pick<Product, "sizes">) => product.sizes.length > 0;

/** Only an explicit false means sold out; a missing flag means in stock (spec §3). */
export const isOutOfStock = (product: Pick<Product, "in_stock">) => product.in_stock === false;
