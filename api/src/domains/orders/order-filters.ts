import { type FulfilmentMethod, orders } from "@store/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type PaymentState, paymentStateSql } from "./payment-state";

export interface OrderFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  payment_state?: PaymentState | undefined;
  fulfilment?: FulfilmentMethod | undefined;
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
