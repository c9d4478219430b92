import { fulfilmentMethods, orders } from "@store/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { orderFulfilments, orderPaymentStates } from "../../common/order-filter-facts";
import { paymentStateSql, paymentStates } from "./payment-state";

// The web reads the plain copies; a change on one side only would be a filter that never matches.
const same = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
if (!same(orderPaymentStates, paymentStates) || !same(orderFulfilments, fulfilmentMethods))
  throw new Error("order-filter-facts.ts no longer names the payment states and fulfilments of the server");

/** A day in the store's time zone (America/Chicago), as YYYY-MM-DD. */
const day = (name: string) =>
  z.iso.date({ error: `${name} must be a date written YYYY-MM-DD (a real day of the calendar).` }).optional();

/** The orders list's filters beyond search and status; each is applied by the database. */
export const orderFilterFields = {
  from: day("from"),
  to: day("to"),
  payment_state: z
    .enum(paymentStates, { error: `payment_state must be one of: ${paymentStates.join(", ")}.` })
    .optional(),
  fulfilment: z
    .enum(fulfilmentMethods, { error: `fulfilment must be one of: ${fulfilmentMethods.join(", ")}.` })
    .optional(),
};

export interface OrderFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  payment_state?: (typeof paymentStates)[number] | undefined;
  fulfilment?: (typeof fulfilmentMethods)[number] | undefined;
  ids?: string[] | undefined;
}

// Days before the shop's records began mean "from the start" (and keep the database's calendar,
// which has no year 0, out of the question).
const FIRST_DAY = "1970-01-01";
const clamp = (text: string) => (text < FIRST_DAY ? FIRST_DAY : text);
// Midnight at the start of a day in Clanton, whatever the season (CST or CDT). A "from" after the
// "to" matches nothing, as the words say.
const startOfDay = (text: string) => sql`((${clamp(text)}::date)::timestamp at time zone 'America/Chicago')`;
const startOfNextDay = (text: string) =>
  sql`((${clamp(text)}::date + 1)::timestamp at time zone 'America/Chicago')`;

/** The SQL of the filters that are set (undefined when none is). */
export function orderFilterSql(input: OrderFilterValues): SQL | undefined {
  return and(
    input.from ? sql`${orders.createdAt} >= ${startOfDay(input.from)}` : undefined,
    input.to ? sql`${orders.createdAt} < ${startOfNextDay(input.to)}` : undefined,
    input.payment_state ? sql`${paymentStateSql} = ${input.payment_state}` : undefined,
    input.fulfilment ? eq(orders.fulfilment, input.fulfilment) : undefined,
    input.ids ? inArray(orders.id, input.ids) : undefined,
  );
}

/** The filters as REST query parameters (their rules come from the input's schema). */
export const orderFilterParams = [
  {
    name: "from",
    description: "Only orders placed on or after this day (YYYY-MM-DD, the store's time, America/Chicago).",
  },
  { name: "to", description: "Only orders placed on or before this day (YYYY-MM-DD, the store's time)." },
  {
    name: "payment_state",
    description: "Only orders whose money stands so: unpaid, deposit, paid or refunded.",
  },
  { name: "fulfilment", description: "Only pickup or only delivery orders." },
];
