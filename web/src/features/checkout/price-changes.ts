import type { CheckoutLine } from "./checkout-form";

/** A cart line whose price the store changed after the shopper put it in the cart. */
export interface PriceChange {
  key: string;
  name: string;
  size: string | null;
  /** What the cart remembers: the price the shopper saw. */
  was: number;
  /** What the store asks now. */
  now: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
/** The cart's own key of a line (cart-state's lineKey), for a line whose size may be left out. */
const keyOf = (item: CheckoutLine) => `${item.id}|${item.size ?? ""}`;

/**
 * The lines whose price now (the server's answer, line for line in the cart's order) is not the
 * price the cart remembers. A line the store no longer sells has no price: placing the order says
 * what to do about it, so it is not a price change.
 */
export function priceChanges(
  items: readonly CheckoutLine[],
  current: readonly { unit_price: number | null }[] | undefined,
): PriceChange[] {
  if (!current || current.length !== items.length) return [];
  return items.flatMap((item, i) => {
    const now = current[i]?.unit_price;
    if (now === null || now === undefined || cents(now) === cents(item.price)) return [];
    return [{ key: keyOf(item), name: item.name, size: item.size ?? null, was: item.price, now }];
  });
}

/** The cart with the new prices in place of the ones changed: what the shopper accepts. */
export function withNewPrices<T extends CheckoutLine>(
  items: readonly T[],
  changes: readonly PriceChange[],
): T[] {
  const now = new Map(changes.map((c) => [c.key, c.now]));
  return items.map((item) => {
    const price = now.get(keyOf(item));
    return price === undefined ? item : { ...item, price };
  });
}
