// Plain facts of the orders list's filters, free of zod and of the server's code: the browser reads
// them while it parses the address (like admin-list-facts.ts). The database's fulfilment enum names
// the same values (test/order-filters.test.ts holds them equal).

/**
 * Where an order's money stands, derived from its payment records (never stored): unpaid, deposit
 * (part paid), paid, refunded. orders/payment-state.ts derives it, in TypeScript and in SQL.
 */
export const orderPaymentStates = ["unpaid", "deposit", "paid", "refunded"] as const;
export type PaymentState = (typeof orderPaymentStates)[number];
/** How an order leaves the store. */
export const orderFulfilments = ["pickup", "delivery"] as const;
