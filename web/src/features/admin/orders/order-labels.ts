import type { OrderStatus } from "./orders-data";

/** How each §4 status reads and looks. */
export const statusMeta: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: "Pending", color: "yellow" },
  processing: { label: "Processing", color: "blue" },
  shipped: { label: "Shipped", color: "indigo" },
  delivered: { label: "Delivered", color: "green" },
  cancelled: { label: "Cancelled", color: "red" },
};

export const statusOptions = (Object.keys(statusMeta) as OrderStatus[]).map((value) => ({
  value,
  label: statusMeta[value].label,
}));

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
