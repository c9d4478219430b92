import { catalogueFor } from "../ordering/catalogue-for";
import { unitPriceOf } from "../ordering/price-order";
import type { ReadArgs } from "../service-args";
import type { CartPricesDto } from "./schemas";

/**
 * What each of a cart's lines costs now (its size's upcharge included), in the order asked, so
 * checkout can show a price changed since the line went into the cart before the shopper orders.
 * A product no longer sold has no price (null); placing the order says what to do about it.
 */
export async function cartPrices(
  options: ReadArgs<{ lines: readonly { product_id: string; size: string | null }[] }>,
): Promise<CartPricesDto> {
  const { db, input } = options;
  const { lines } = input;
  const catalogue = await catalogueFor(db, lines);
  return {
    lines: lines.map((line) => {
      const product = catalogue.get(line.product_id);
      const size = product?.sizes.find((s) => s.toLowerCase() === line.size?.toLowerCase()) ?? null;
      return {
        product_id: line.product_id,
        size: line.size,
        unit_price: product && product.inStock !== false ? unitPriceOf(product, size) : null,
      };
    }),
  };
}
