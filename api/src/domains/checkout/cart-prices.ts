import { AppError } from "../../errors/app-error";
import { catalogueFor } from "../ordering/catalogue-for";
import { priceOrder, unitPriceOf } from "../ordering/price-order";
import type { ClockArgs, ReadArgs } from "../service-args";
import { taxingFor, taxLines } from "../tax/order-tax";
import type { CartPricesDto, CartPricesInput, OrderEstimateDto } from "./schemas";

/**
 * What each of a cart's lines costs now (its size's upcharge included), in the order asked, so
 * checkout can show a price changed since the line went into the cart before the shopper orders.
 * A product no longer sold has no price (null); placing the order says what to do about it.
 * Asked with the fulfilment, the answer also has the order's estimate with sales tax, figured by
 * the same function placing the order uses (an estimate: rates are those of today).
 */
export async function cartPrices(options: ReadArgs<CartPricesInput> & ClockArgs): Promise<CartPricesDto> {
  const { db, input } = options;
  const { lines } = input;
  const catalogue = await catalogueFor(db, lines);
  const priced = lines.map((line) => {
    const product = catalogue.get(line.product_id);
    const size = product?.sizes.find((s) => s.toLowerCase() === line.size?.toLowerCase()) ?? null;
    return {
      product_id: line.product_id,
      size: line.size,
      unit_price: product && product.inStock !== false ? unitPriceOf(product, size) : null,
    };
  });
  const sellable = priced.every((line) => line.unit_price !== null);
  return {
    lines: priced,
    estimate: input.fulfilment && sellable ? await estimate(options, catalogue) : null,
  };
}

async function estimate(
  { db, input, now }: ReadArgs<CartPricesInput> & ClockArgs,
  catalogue: Awaited<ReturnType<typeof catalogueFor>>,
): Promise<OrderEstimateDto | null> {
  const fulfilment = input.fulfilment;
  if (!fulfilment) return null;
  // Sizes not chosen yet and the like are for placing the order to refuse; the estimate is just absent.
  let order: ReturnType<typeof priceOrder>;
  try {
    order = priceOrder({ lines: input.lines, fulfilment: { method: fulfilment.method } }, catalogue);
  } catch {
    return null;
  }
  // A delivery whose place is not chosen yet (or not on the list) has no estimate; placing it says why.
  const taxing = await taxingFor(db, { fulfilment, now }).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!taxing) return null;
  const taxed = taxLines(
    taxing,
    order.lines.map((line) => ({ ...line, clothing: taxing.clothing(line.category) })),
    order.deliveryFee,
  );
  const cents = (d: number) => Math.round(d * 100);
  return {
    subtotal: order.subtotal,
    delivery_fee: order.deliveryFee,
    tax: taxed.tax,
    tax_lines: taxed.taxLines,
    tax_place: taxing.place?.name ?? null,
    total: (cents(order.subtotal) + cents(order.deliveryFee) + cents(taxed.tax)) / 100,
  };
}
