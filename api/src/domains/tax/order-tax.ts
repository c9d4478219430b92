import type { AppliedExemption, Database, OrderTaxBasis } from "@store/db";
import { clothingCategories, placeFor, storeDayOf, type TaxPlaceRef, taxBasisFor } from "./tax-basis";
import { type TaxableLine, type TaxResult, taxOf } from "./tax-math";

/** What an order is taxed with: its place, the rates and holiday of its day, and any exemption. */
export interface OrderTaxing {
  place: TaxPlaceRef | null;
  basis: OrderTaxBasis;
  exemption: AppliedExemption | null;
  /** Whether a product category counts as clothing (tax holidays). */
  clothing: (category: string | null | undefined) => boolean;
}

/** The taxing of a new order: its fulfilment's place, at the store day of `now`. */
export async function taxingFor(
  db: Database,
  options: {
    fulfilment: { method: "pickup" | "delivery"; place?: string | undefined };
    now: Date;
    exemption?: AppliedExemption | null;
    field?: string;
  },
): Promise<OrderTaxing> {
  const place = await placeFor(db, options.fulfilment, options.field);
  const [basis, categories] = await Promise.all([
    taxBasisFor(db, place, storeDayOf(options.now)),
    clothingCategories(db),
  ]);
  return {
    place,
    basis,
    exemption: options.exemption ?? null,
    clothing: (category) => category !== null && category !== undefined && categories.has(category),
  };
}

/** The columns an order stores for its tax, and its total (subtotal + delivery + tax). */
export function orderTaxColumns(
  taxing: OrderTaxing,
  figures: { subtotal: number; deliveryFee: number },
  result: TaxResult,
) {
  const cents = (d: number) => Math.round(d * 100);
  return {
    tax: result.tax,
    deliveryTax: result.deliveryTax,
    taxLines: result.taxLines,
    taxBasis: taxing.basis,
    taxPlaceId: taxing.place?.id ?? null,
    taxPlaceName: taxing.place?.name ?? null,
    exemption: taxing.exemption,
    total: (cents(figures.subtotal) + cents(figures.deliveryFee) + cents(result.tax)) / 100,
  };
}

/** Taxes lines and a delivery fee as `taxing` says: the one tax function, with the order's exemption. */
export const taxLines = (
  taxing: Pick<OrderTaxing, "basis" | "exemption">,
  lines: readonly TaxableLine[],
  deliveryFee: number,
) => taxOf({ lines, deliveryFee, basis: taxing.basis, exempt: taxing.exemption !== null });
