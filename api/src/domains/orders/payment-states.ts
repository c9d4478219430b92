// Apart from payment-state.ts (which builds SQL on the database's tables) so the order schemas, and
// the web's checkout that imports them, do not pull the database's code into a browser bundle.

/** Where an order's money stands, derived from its payment records (never stored). */
export const paymentStates = ["unpaid", "deposit", "paid", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];
