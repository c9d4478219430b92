import { AppError } from "../../errors/app-error";
import { type CatalogueProduct, sizeFor, unitPriceOf } from "../ordering/price-order";
import type { CartLineInput } from "./schemas";

/** A line whose price the shopper saw is not the store's price now. */
export interface ChangedPrice {
  /** The line's place in the request (0-based), as the refusal's field names say it. */
  index: number;
  name: string;
  size: string | null;
  was: number;
  now: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The lines sent with the price the shopper saw (`expected_unit_price`) that now cost something
 * else. Lines sent without one are not compared: the store's price is charged, as before.
 * Call after priceOrder, which has refused unknown products and sizes.
 */
export function changedPrices(
  lines: readonly CartLineInput[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
): ChangedPrice[] {
  const changed: ChangedPrice[] = [];
  lines.forEach((line, index) => {
    const product = catalogue.get(line.product_id);
    if (line.expected_unit_price === undefined || !product) return;
    const size = sizeFor(product, line.size);
    const now = unitPriceOf(product, size);
    if (cents(now) !== cents(line.expected_unit_price)) {
      changed.push({ index, name: product.name, size, was: line.expected_unit_price, now });
    }
  });
  return changed;
}

/**
 * Refuses (409) an order whose shopper saw other prices than the store's now, naming each line with
 * its old and new price, so nobody is charged a price they were not shown; each line's field
 * message says its new price. Nothing is stored: the caller runs this before writing anything.
 */
export function refuseChangedPrices(
  lines: readonly CartLineInput[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
): void {
  const changed = changedPrices(lines, catalogue);
  if (changed.length === 0) return;
  const named = changed.map(
    (c) => `"${c.name}"${c.size ? ` (${c.size})` : ""} was ${dollars(c.was)}, now ${dollars(c.now)}`,
  );
  throw new AppError(
    "CONFLICT",
    `${changed.length === 1 ? "A price has" : "Prices have"} changed since you added ${changed.length === 1 ? "it" : "them"} to your cart: ${named.join("; ")}. Nothing was ordered: check the new ${changed.length === 1 ? "price" : "prices"} and place the order again.`,
    {
      fields: Object.fromEntries(
        changed.map((c) => [
          `lines.${c.index}.expected_unit_price`,
          `Now ${dollars(c.now)} (was ${dollars(c.was)}).`,
        ]),
      ),
    },
  );
}
