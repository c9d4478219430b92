import { designStatuses } from "@store/db/catalogue";
import { z } from "zod";

// Shared by the server and the staff's home screen: nothing here may import server-only code.

/** The periods the sales chart offers, in days ending today (store time). */
export const salesPeriods = [30, 90] as const;
export type SalesPeriod = (typeof salesPeriods)[number];

const daysWords = `days must be ${salesPeriods.join(" or ")}.`;

/** `?days=30` (the default) or `?days=90`. */
export const homeInput = z
  .object({
    days: z.coerce
      .number({ error: daysWords })
      .refine((n) => (salesPeriods as readonly number[]).includes(n), daysWords)
      // The refine's rule, in the words of the OpenAPI document.
      .meta({ enum: [...salesPeriods] })
      .default(30),
  })
  .strict()
  .prefault({});
export type HomeInput = z.infer<typeof homeInput>;

/** How many wait, and the first few of them (newest first unless said). */
const queueOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

const orderItem = z.object({
  id: z.string(),
  number: z.number().int(),
  customer: z.string(),
  total: z.number(),
  created_at: z.string(),
});

const unpaidPickup = orderItem.extend({
  /** What is still owed. */
  balance: z.number(),
  payment_state: z.enum(["unpaid", "deposit"]),
});

const quoteItem = z.object({
  id: z.string(),
  reference: z.string(),
  team_name: z.string(),
  status: z.enum(designStatuses),
  created_at: z.string(),
});

const artworkItem = z.object({
  id: z.string(),
  name: z.string(),
  team_name: z.string(),
  created_at: z.string(),
});

const messageItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
});

/**
 * A counted size with few left for sale, or a whole product marked out of stock (size and stock
 * null). `stock` is what is for sale: the shelf less `set_aside` (kept for team batches and orders).
 */
const lowStockItem = z.object({
  product_id: z.string(),
  product_name: z.string(),
  size: z.string().nullable(),
  stock: z.number().int().nullable(),
  set_aside: z.number().int(),
});

const salesDay = z.object({
  /** The day in the store's time zone, YYYY-MM-DD. */
  day: z.string(),
  /** Totals of the orders placed that day and not cancelled, in dollars; 0 on a day without any. */
  total: z.number(),
  orders: z.number().int(),
});

const topProduct = z.object({
  product_id: z.string().nullable(),
  product_name: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
});

/** The staff's home: what waits for them today, and how sales went over the chosen period. */
export const homeSchema = z.object({
  queue: z.object({
    /** Orders still pending. */
    new_orders: queueOf(orderItem),
    /** Quotes that are new (waiting for a price) or whose proof the coach asked to change. */
    quotes_waiting: queueOf(quoteItem),
    /** Artwork requests still new. */
    artwork_requests: queueOf(artworkItem),
    /** Pickup orders, not cancelled, unpaid or paid in part (oldest first). */
    unpaid_pickups: queueOf(unpaidPickup),
    /** Contact messages nobody has opened yet. */
    unread_messages: queueOf(messageItem),
    /** Counted sizes with 3 or fewer left, then products marked out of stock. */
    running_low: queueOf(lowStockItem),
  }),
  sales: z.object({
    days: z.number().int(),
    /** Every day of the period, oldest first, today last. */
    series: z.array(salesDay),
    total: z.number(),
    orders: z.number().int(),
    /** The best sellers of the period by units sold, then by revenue (five each). */
    top_by_quantity: z.array(topProduct),
    top_by_revenue: z.array(topProduct),
  }),
});
export type HomeDto = z.infer<typeof homeSchema>;
export type TopProduct = z.infer<typeof topProduct>;

/** A size counts as running low at this many or fewer. */
export const LOW_STOCK_AT = 3;
/** How many of each queue the home lists by name. */
export const QUEUE_PREVIEW = 5;
