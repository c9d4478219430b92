import { type OrderFulfilment, statusInWords, statusOptionsFor, statusWordsFor } from "@store/db/catalogue";
import type { OrderStatus } from "./orders-data";

// Staff read an order's status in the words its customer reads (decision 054): "Ready for pickup"
// for a pickup order's "shipped", "Out for delivery" for a delivery's. The words are the catalogue's.
export { statusInWords, statusOptionsFor, statusWordsFor };

/** How each §4 status looks. */
export const statusColor: Record<OrderStatus, string> = {
  pending: "yellow",
  processing: "blue",
  shipped: "indigo",
  delivered: "green",
  cancelled: "red",
};

/** An order's status in its fulfilment's words, and its colour. */
export const orderStatusMeta = (order: { status: OrderStatus; fulfilment: OrderFulfilment }) => ({
  label: statusInWords(order.status, order.fulfilment),
  color: statusColor[order.status],
});

/** The order id as lists show it: its first 8 characters (§9). */
export const shortOrderId = (id: string) => id.slice(0, 8);

interface OrderLike {
  customer_email: string | null | undefined;
  customer_name: string | null | undefined;
  items: { product_name: string }[];
}

/** §8 fallbacks: a customer without an address is 'Unknown', an order without lines 'Product not found'. */
export const customerLabel = (order: OrderLike) => order.customer_name || order.customer_email || "Unknown";

export function productLabel(order: OrderLike): string {
  const [first, ...rest] = order.items;
  if (!first) return "Product not found";
  return rest.length === 0 ? first.product_name : `${first.product_name} + ${rest.length} more`;
}
