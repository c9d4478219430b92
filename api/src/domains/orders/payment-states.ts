// The words of an order's payment state, with no imports: the web's forms load order schemas that
// name them, and must not pull the database client (and PGlite) into the browser with them.

/** Where an order's money stands, derived from its payment records (never stored). */
export const paymentStates = ["unpaid", "deposit", "paid", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];
