// Plain facts of the orders list's filters, free of zod and of the server's code: the browser reads
// them while it parses the address (like admin-list-facts.ts). The database's fulfilment enum names
// the same values (test/order-filters.test.ts holds them equal).

/** Where an order's money stands: unpaid, deposit (part paid), paid, refunded. */
export { paymentStates as orderPaymentStates } from "../domains/orders/payment-states";
/** How an order leaves the store. */
export const orderFulfilments = ["pickup", "delivery"] as const;
