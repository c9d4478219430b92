// How an order's status reads to its customer, on the order page and in e-mails alike. Like every
// file of the catalogue it imports nothing, so the web bundles it without the database.

export type CustomerOrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled";

/** The status in the customer's words; "shipped" and "delivered" depend on pickup or delivery. */
export function statusInWords(status: CustomerOrderStatus, fulfilment: "pickup" | "delivery"): string {
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
