import { z } from "zod";
import { recordId } from "./common";

export const orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

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
});

export const orderSchema = z.object({
  id: z.string(),
  status: orderStatus,
  created_at: z.string(),
  updated_at: z.string(),
  customer_email: z.string(),
  customer_name: z.string().nullable(),
  items: z.array(orderItemSchema),
  /** Sum of unit price × quantity over the items, in dollars. */
  total: z.number(),
});
export type OrderDto = z.infer<typeof orderSchema>;
export type OrderStatusValue = (typeof orderStatuses)[number];
