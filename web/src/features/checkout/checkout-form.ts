import { deliveryFeeCents } from "@store/db/catalogue";
import { attemptKey } from "../../lib/attempt-key";

/** What the checkout form holds: the order as the server's schema names it, without the lines. */
export interface CheckoutValues {
  customer: { name: string; email: string; phone: string };
  fulfilment: {
    method: "pickup" | "delivery";
    address: { line1: string; line2: string; city: string; state: string; zip: string };
    /** The delivery place's code (sales tax goes by it); "" until chosen. */
    place: string;
  };
  note: string;
  /** Where the shop lets the shopper choose: pay now online or in store; unset, the shop's default. */
  payment?: "pay_now" | "in_store" | undefined;
}

export const emptyCheckout: CheckoutValues = {
  customer: { name: "", email: "", phone: "" },
  fulfilment: {
    method: "pickup",
    address: { line1: "", line2: "", city: "", state: "AL", zip: "" },
    place: "",
  },
  note: "",
};

/** Pickup or delivery as the server takes it: a pickup carries no address, a delivery its place when chosen. */
export function fulfilmentForServer({ method, address, place }: CheckoutValues["fulfilment"]) {
  if (method === "pickup") return { method };
  return { method, address, ...(place ? { place } : {}) };
}

/** A cart line as checkout needs it (the cart's own lines have this shape). */
export interface CheckoutLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  size?: string | null;
}

/** The cart's lines as the server names them: product, size and quantity (what the prices are asked for). */
export const cartLines = (items: readonly CheckoutLine[]) =>
  items.map((item) => ({ product_id: item.id, size: item.size ?? null, quantity: item.quantity }));

/**
 * The lines as the order is sent: each with the unit price the shopper saw, which the server
 * compares with its own and refuses the order over if they differ (it charges its own, never this).
 */
export const linesForServer = (items: readonly CheckoutLine[]) =>
  items.map((item) => ({
    product_id: item.id,
    size: item.size ?? null,
    quantity: item.quantity,
    expected_unit_price: item.price,
  }));

/**
 * What the cart will cost, as the server will compute it from the same prices: subtotal, the
 * delivery fee (free from $100, only for delivery) and total, in whole cents throughout.
 */
export function checkoutTotals(
  items: readonly CheckoutLine[],
  method: CheckoutValues["fulfilment"]["method"],
) {
  const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  const feeCents = method === "delivery" ? deliveryFeeCents(subtotalCents) : 0;
  return {
    subtotal: subtotalCents / 100,
    deliveryFee: feeCents / 100,
    total: (subtotalCents + feeCents) / 100,
  };
}

/**
 * The attempt's idempotency key: one per cart content, kept for the visit, so a double click, a
 * retry after a lost answer or a reload of the page places the order once. A changed cart is a
 * new order and gets a new key.
 */
export const CHECKOUT_ATTEMPT = "checkout";
export const checkoutAttemptKey = (
  items: readonly CheckoutLine[],
  storage?: Pick<Storage, "getItem" | "setItem">,
) => attemptKey(CHECKOUT_ATTEMPT, linesForServer(items), storage);
