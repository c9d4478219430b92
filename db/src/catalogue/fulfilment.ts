// How orders reach customers, and what delivery costs. Shared by the server (which charges it)
// and the web (which shows it); like every file of the catalogue it imports nothing.

/** Local delivery is free from this subtotal up (spec: "Free shipping on orders over $100!"). */
export const FREE_DELIVERY_FROM = 100;

/** The flat fee for delivering a smaller order, in dollars. */
export const DELIVERY_FEE = 9.95;

/** Where pickup orders are collected. */
export const PICKUP_LOCATION = "our store in Clanton, Alabama";

/** The delivery fee in whole cents for a subtotal in whole cents. */
export const deliveryFeeCents = (subtotalCents: number): number =>
  subtotalCents >= FREE_DELIVERY_FROM * 100 ? 0 : Math.round(DELIVERY_FEE * 100);

/** How payment happens: no card is taken online. */
export const PAYMENT_TERMS =
  "No payment is taken online. Pay in store when you pick up your order (cash, card or check), or we send you an invoice.";
