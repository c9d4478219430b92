import { z } from "zod";
import { orderFulfilments, orderPaymentStates } from "../../common/order-filter-facts";

// Zod and the plain facts only: the web's forms import the orders' schemas, so nothing here may
// pull in the database's code (order-filters.ts turns these into SQL on the server).

/** A day in the store's time zone (America/Chicago), as YYYY-MM-DD. */
const day = (name: string) =>
  z.iso.date({ error: `${name} must be a date written YYYY-MM-DD (a real day of the calendar).` }).optional();

/** The orders list's filters beyond search and status; each is applied by the database. */
export const orderFilterFields = {
  from: day("from"),
  to: day("to"),
  payment_state: z
    .enum(orderPaymentStates, { error: `payment_state must be one of: ${orderPaymentStates.join(", ")}.` })
    .optional(),
  fulfilment: z
    .enum(orderFulfilments, { error: `fulfilment must be one of: ${orderFulfilments.join(", ")}.` })
    .optional(),
};
