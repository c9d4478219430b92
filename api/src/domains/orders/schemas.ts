import { orderPaymentChoices } from "@store/db/catalogue";
import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { orderSortColumns, orderStatuses } from "../../common/admin-list-facts";
import { recordId } from "../../common/fields";
import { onlinePaymentSchema } from "../../common/online-payment-facts";
import { orderFulfilments, orderPaymentStates } from "../../common/order-filter-facts";
import { orderIdsParam } from "./order-ids";

export { orderSortColumns, orderStatuses };

export const orderStatus = z.enum(orderStatuses, {
  error: `Status must be one of: ${orderStatuses.join(", ")}.`,
});

/** Any status may follow any other (spec §4); only the value itself is checked. */
export const orderStatusInput = z.object({ id: recordId, status: orderStatus }).strict();
export const orderIdInput = z.object({ id: recordId }).strict();

export const orderItemSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  /** The size ordered; null for one-size items and orders from before sizes. */
  size: z.string().nullable(),
  /** Team-store lines: the store's item the line was ordered as (null for shop orders). */
  team_store_item_id: z.string().nullable(),
  /** Team-store lines: the name and number as they will print (null when none). */
  print_name: z.string().nullable(),
  print_number: z.string().nullable(),
  /** The part of unit_price paid for printing the name or number, per unit. */
  personalisation_fee: z.number(),
  /** This line's share of the order's sales tax, in dollars (the lines' and the delivery's add up to `tax`). */
  tax: z.number(),
});

/** One jurisdiction's share of an order's sales tax. */
export const taxLineSchema = z.object({
  level: z.enum(["state", "county", "city", "police jurisdiction", "district"]),
  jurisdiction: z.string(),
  /** Percent. */
  rate: z.number(),
  /** Dollars the rate was applied to (exempt lines and holiday clothing left out). */
  taxable: z.number(),
  tax: z.number(),
});

/** The exemption staff applied: the order carries no sales tax. */
export const appliedExemptionSchema = z.object({
  kind: z.enum(["school_po", "nonprofit", "resale"]),
  organisation: z.string(),
  number: z.string(),
  reason: z.string(),
});

export const deliveryAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

export const orderSchema = z.object({
  id: z.string(),
  /** The number people read out: 1001, 1002, ... */
  number: z.number().int(),
  status: orderStatus,
  created_at: z.string(),
  updated_at: z.string(),
  customer_email: z.string(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  fulfilment: z.enum(["pickup", "delivery"]),
  delivery_address: deliveryAddressSchema.nullable(),
  note: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Sum of unit price × quantity over the items, in dollars. */
  subtotal: z.number(),
  delivery_fee: z.number(),
  /** Sales tax on the lines and the delivery fee, fixed with the rates of the day the order was placed. */
  tax: z.number(),
  /** The tax per jurisdiction (state, county, city), each with its rate and taxable amount. */
  tax_lines: z.array(taxLineSchema),
  /** The place the order is taxed at: the store's for a pickup, the place delivered to for a delivery; null before tax was set up. */
  tax_place: z.string().nullable(),
  /** The exemption that makes the order tax-free, or null. */
  exemption: appliedExemptionSchema.nullable(),
  /** What the customer pays: subtotal plus delivery fee plus tax. */
  total: z.number(),
  /** Money staff recorded for the order and did not reverse, in dollars. */
  amount_paid: z.number(),
  /** What is still owed: total minus amount paid, never below zero. */
  balance: z.number(),
  /** Paid beyond the total (after an edit lowered it, tax included, or a cancellation): the store owes it back. */
  refund_owed: z.number(),
  /** unpaid, deposit (part paid), paid, or refunded (every payment reversed). */
  payment_state: z.enum(orderPaymentStates),
  /** How the buyer chose to pay: "pay_now" online when ordering, or "in_store" (staff record it). */
  payment_choice: z.enum(orderPaymentChoices),
  /** The team store the order came from, and its production batch (1, or 2 for late orders). */
  team_store: z
    .object({ id: z.string(), slug: z.string(), team_name: z.string(), batch: z.number().int() })
    .nullable(),
  /** Whom a team-store order is for (its bag is labelled with this name). */
  player_name: z.string().nullable(),
  /**
   * Made for a team (a team store's or a quote's order) rather than picked from stock: a pickup
   * order of stock is ready the next day the store is open, a made one when the store says so.
   */
  made_to_order: z.boolean(),
});
export type OrderDto = z.infer<typeof orderSchema>;

/** An order on its private page: the order and every status it has had, oldest first. */
/** An order with every status it has had. */
export const orderWithHistorySchema = orderSchema.extend({
  history: z.array(z.object({ status: orderStatus, at: z.string() })),
});
export type OrderWithHistoryDto = z.infer<typeof orderWithHistorySchema>;

/** The buyer's view of an order: its history, and where paying online stands. */
export const trackedOrderSchema = orderWithHistorySchema.extend({
  /** Paying online: what the latest payment page came to, and what a "Pay now" button would ask. */
  online_payment: onlinePaymentSchema,
});
export type TrackedOrderDto = z.infer<typeof trackedOrderSchema>;
export type OrderStatusValue = (typeof orderStatuses)[number];

/** A day in the store's time zone (America/Chicago), as YYYY-MM-DD. */
const day = (name: string) =>
  z.iso.date({ error: `${name} must be a date written YYYY-MM-DD (a real day of the calendar).` }).optional();

/** The orders list's filters beyond search and status; each is applied by the database (order-filters.ts). */
const orderFilterFields = {
  from: day("from"),
  to: day("to"),
  payment_state: z
    .enum(orderPaymentStates, { error: `payment_state must be one of: ${orderPaymentStates.join(", ")}.` })
    .optional(),
  fulfilment: z
    .enum(orderFulfilments, { error: `fulfilment must be one of: ${orderFulfilments.join(", ")}.` })
    .optional(),
};

/**
 * A page of orders: search over customer, order id and product names, and optional status, days
 * placed, payment state and fulfilment.
 */
const orderListFields = pagedListInput(orderSortColumns, "created_at").extend({
  status: orderStatus.optional(),
  ...orderFilterFields,
});
// prefault: no input at all means the first page with every default.
export const orderListInput = orderListFields.prefault({});
export type OrderListInput = z.infer<typeof orderListInput>;
/** The same filter without paging, for the CSV export, which may also name the orders (a selection). */
export const orderExportInput = orderListFields
  .omit({ page: true, page_size: true })
  .extend({ ids: orderIdsParam.optional() })
  .prefault({});
export type OrderExportInput = z.infer<typeof orderExportInput>;

export const orderPageSchema = pagedAnswer(orderSchema);

/** The tiles of the orders screen, computed by the database over every order. */
export const orderStatsSchema = z.object({
  /** Sum of every order's total (lines plus delivery), in dollars. */
  revenue: z.number(),
  total_orders: z.number().int(),
  pending: z.number().int(),
  delivered: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
