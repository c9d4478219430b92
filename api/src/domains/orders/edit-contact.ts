import type { DeliveryAddress, FulfilmentMethod } from "@store/db";
import type { OrderEditInput } from "./edit-schemas";
import type { OrderDto } from "./schemas";

/** The order's columns an edit of its contact and fulfilment sets, and the changes in words. */
export interface ContactPlan {
  values: {
    customerName?: string;
    customerEmail?: string;
    customerPhone?: string;
    fulfilment?: FulfilmentMethod;
    deliveryAddress?: DeliveryAddress | null;
  };
  summary: string[];
}

/** "12 Main St, Apt 2, Clanton, AL 35045". */
export const addressText = (a: DeliveryAddress) =>
  [a.line1, ...(a.line2 ? [a.line2] : []), `${a.city}, ${a.state} ${a.zip}`].join(", ");

/**
 * What the contact and fulfilment of an edit change: only values that differ from the order's are
 * set and told. The e-mail is kept in lower case, as checkout keeps it.
 */
export function planContact(
  order: OrderDto,
  input: Pick<OrderEditInput, "customer" | "fulfilment">,
): ContactPlan {
  const plan: ContactPlan = { values: {}, summary: [] };
  const { name, email, phone } = input.customer ?? {};
  if (name !== undefined && name !== order.customer_name) {
    plan.values.customerName = name;
    plan.summary.push(`Name ${order.customer_name ?? "(none)"} → ${name}`);
  }
  const lowered = email?.toLowerCase();
  if (lowered !== undefined && lowered !== order.customer_email) {
    plan.values.customerEmail = lowered;
    plan.summary.push(`E-mail ${order.customer_email} → ${lowered}`);
  }
  if (phone !== undefined && phone !== order.customer_phone) {
    plan.values.customerPhone = phone;
    plan.summary.push(`Phone ${order.customer_phone ?? "(none)"} → ${phone}`);
  }

  const asked = input.fulfilment;
  if (!asked) return plan;
  const before = order.fulfilment === "delivery" && order.delivery_address ? order.delivery_address : null;
  const after = asked.method === "delivery" ? asked.address : null;
  if (asked.method === order.fulfilment && (!before || !after || addressText(before) === addressText(after)))
    return plan;
  plan.values.fulfilment = asked.method;
  plan.values.deliveryAddress = after && stored(after);
  if (!before && after) plan.summary.push(`Pickup → Delivery to ${addressText(after)}`);
  else if (before && !after) plan.summary.push(`Delivery to ${addressText(before)} → Pickup at the store`);
  else if (before && after)
    plan.summary.push(`Delivery address ${addressText(before)} → ${addressText(after)}`);
  return plan;
}

/** The address as checkout stores it: no empty second line. */
const stored = (a: DeliveryAddress): DeliveryAddress => ({
  line1: a.line1,
  ...(a.line2 ? { line2: a.line2 } : {}),
  city: a.city,
  state: a.state,
  zip: a.zip,
});
