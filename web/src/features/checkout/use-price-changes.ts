import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import type { CartItem } from "../cart/cart-state";
import { cart } from "../cart/cart-store";
import { cartLines } from "./checkout-form";
import { type PriceChange, priceChanges, withNewPrices } from "./price-changes";

/** How the order would be received, as far as tax goes: the method and a delivery's place. */
export interface EstimateFor {
  method: "pickup" | "delivery";
  place?: string;
}

/**
 * What the store asks now for the cart's lines, read when checkout opens, compared with the prices
 * the cart remembers. `accept` puts the new prices in the cart (the order is then sent with them);
 * `recheck` reads them again, after the store refused an order (a price may have changed meanwhile).
 */
export function usePriceChanges(items: readonly CartItem[], fulfilment: EstimateFor) {
  const lines = cartLines(items);
  const asked =
    fulfilment.method === "delivery" && fulfilment.place ? fulfilment : { method: fulfilment.method };
  const prices = useQuery({
    ...trpc.checkout.prices.queryOptions({ lines, fulfilment: asked }),
    enabled: lines.length > 0,
    // A new delivery place asks again; the old answer stays on screen meanwhile (the form stays).
    placeholderData: keepPreviousData,
    // The store's price now, not a minute ago: asked afresh on every visit to checkout.
    staleTime: 0,
    retry: false,
  });
  const changes: PriceChange[] = priceChanges(items, prices.data?.lines);
  return {
    changes,
    /** The order's estimate with sales tax, for the place chosen; null while it cannot be figured. */
    estimate: prices.data?.estimate ?? null,
    /** The store has answered (or could not be reached): the form may come now (CheckoutPage). */
    read: !prices.isPending,
    accept: () => cart.restore(withNewPrices(items, changes)),
    recheck: () => void prices.refetch(),
  };
}
