// Shared by the server and the web: nothing here may import server-only code (the web bundled the
// database driver when the order schemas read these from payment-state.ts).

/** Where an order's money stands, derived from its payment records (never stored). */
export const paymentStates = ["unpaid", "deposit", "paid", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];
