// Plain facts, free of the database: the web's schemas read them (orders/schemas.ts), and a file
// that imports @store/db would carry the database driver into the browser's bundle.

/** Where an order's money stands, derived from its payment records (never stored). */
export const paymentStates = ["unpaid", "deposit", "paid", "refunded"] as const;
export type PaymentState = (typeof paymentStates)[number];
