// How an order's status reads, to its customer and to staff alike: the order pages, the admin lists,
// filters and selects, and the e-mails all say it with these words (decision 054). The stored values
// (spec §4) stay pending/processing/shipped/delivered/cancelled. Like every file of the catalogue it
// imports nothing, so the web bundles it without the database.

export const customerOrderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type CustomerOrderStatus = (typeof customerOrderStatuses)[number];
export type OrderFulfilment = "pickup" | "delivery";

/** The status in the words of the order's fulfilment; "shipped" and "delivered" depend on it. */
export function statusInWords(status: CustomerOrderStatus, fulfilment: OrderFulfilment): string {
  const pickup = fulfilment === "pickup";
  switch (status) {
    case "pending":
      return "Received";
    case "processing":
      return "Being prepared";
    case "shipped":
      return pickup ? "Ready for pickup" : "Out for delivery";
    case "delivered":
      return pickup ? "Picked up" : "Delivered";
    case "cancelled":
      return "Cancelled";
  }
}

/**
 * A status for several orders at once (a filter, a selection): the words of each fulfilment among
 * them, "Ready for pickup / Out for delivery" when both are; none given means both.
 */
export function statusWordsFor(status: CustomerOrderStatus, fulfilments: readonly OrderFulfilment[]): string {
  const kinds: readonly OrderFulfilment[] = fulfilments.length ? fulfilments : ["pickup", "delivery"];
  return [...new Set(kinds.map((kind) => statusInWords(status, kind)))].join(" / ");
}

/** Every status as a select's options, in the words of the given fulfilments (see statusWordsFor). */
export const statusOptionsFor = (fulfilments: readonly OrderFulfilment[]) =>
  customerOrderStatuses.map((value) => ({ value, label: statusWordsFor(value, fulfilments) }));
