import { z } from "zod";
import { orderPaymentStates } from "../../common/order-filter-facts";

// One store's orders as its staff page lists them (batch 1 and batch 2 apart), with the figures
// over them. Kept apart from the operation so the web imports the schema without server code.

export const storeOrderRowSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  batch: z.number().int(),
  status: z.string(),
  player_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  /** "2 × Game Jersey (Youth M, REED #7), 1 × Cap": what the bag holds, in words. */
  items: z.string(),
  pieces: z.number().int(),
  total: z.number(),
  balance: z.number(),
  payment_state: z.enum(orderPaymentStates),
  created_at: z.string(),
});
export type StoreOrderRow = z.infer<typeof storeOrderRowSchema>;

/** Both batches' orders (cancelled ones last, not counted) and the figures the page's tiles show. */
export const storeOrdersSchema = z.object({
  figures: z.object({
    orders: z.number().int(),
    pieces: z.number().int(),
    revenue: z.number(),
    fundraising: z.number(),
    unpaid: z.number(),
  }),
  orders: z.array(storeOrderRowSchema),
});
export type StoreOrders = z.infer<typeof storeOrdersSchema>;
