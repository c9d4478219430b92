// Plain facts of the orders list's filters, free of zod and of the server's code: the browser reads
// them while it parses the address (like admin-list-facts.ts). The server's payment-state.ts and
// the database's fulfilment enum name the same values (test/order-filters.test.ts holds them equal).

/** Where an order's money stands: unpaid, deposit (part paid), paid, refunded. */
export const orderPaymentStates = ["unpaid", "deposit", "paid", "refunded"] as const;
/** How an order leaves the store. */
export const orderFulfilments = ["pickup", "delivery"] as const;
