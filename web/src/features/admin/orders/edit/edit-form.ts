import "../../../../lib/zod-jitless";
import { orderEditInput, type RouterInputs } from "@store/api/contracts";
import { deliveryFeeCents } from "@store/db/catalogue";
import type { Order } from "../OrdersList";

export type OrderEditRequest = RouterInputs["orders"]["edit"];

/** A line already on the order, as the form holds it. */
export interface LineValues {
  id: string;
  product_id: string | null;
  product_name: string;
  unit_price: number;
  size: string | null;
  quantity: number | string;
  remove: boolean;
}

/** A line staff add; `key` only tells the rows apart on screen. */
export interface AddedValues {
  key: string;
  product_id: string | null;
  size: string | null;
  quantity: number | string;
}

export interface OrderEditValues {
  lines: LineValues[];
  added: AddedValues[];
  name: string;
  email: string;
  phone: string;
  method: "pickup" | "delivery";
  address: { line1: string; line2: string; city: string; state: string; zip: string };
  /** A delivery place's code (sales tax goes by it); "" keeps a delivery's place as it is. */
  place: string;
}

/** The statuses in which the server takes a change (shipped, delivered and cancelled are settled). */
export const canEditOrder = (order: Pick<Order, "status">) =>
  order.status === "pending" || order.status === "processing";

export function valuesOf(order: Order): OrderEditValues {
  const a = order.delivery_address;
  return {
    lines: order.items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      product_name: item.product_name,
      unit_price: item.unit_price,
      size: item.size,
      quantity: item.quantity,
      remove: false,
    })),
    added: [],
    name: order.customer_name ?? "",
    email: order.customer_email,
    phone: order.customer_phone ?? "",
    method: order.fulfilment,
    address: {
      line1: a?.line1 ?? "",
      line2: a?.line2 ?? "",
      city: a?.city ?? "",
      state: a?.state ?? "",
      zip: a?.zip ?? "",
    },
    place: "",
  };
}

const sameAddress = (order: Order, values: OrderEditValues) => {
  const a = order.delivery_address;
  const v = values.address;
  return (
    a !== null &&
    a.line1 === v.line1.trim() &&
    (a.line2 ?? "") === v.line2.trim() &&
    a.city === v.city.trim() &&
    a.state === v.state.trim().toUpperCase() &&
    a.zip === v.zip.trim()
  );
};

/** What to send: only what differs from the order as it was opened (the server repeats the check). */
export function requestOf(order: Order, values: OrderEditValues): OrderEditRequest {
  const lines: NonNullable<OrderEditRequest["lines"]> = [];
  values.lines.forEach((line, i) => {
    const item = order.items[i];
    if (!item) return;
    if (line.remove) {
      lines.push({ id: line.id, remove: true });
      return;
    }
    // Only what changed: a size the product no longer lists stays as it is when only the quantity changes.
    const sized = line.size !== item.size;
    const counted = Number(line.quantity) !== item.quantity || line.quantity === "";
    if (sized || counted)
      lines.push({
        id: line.id,
        ...(sized && { size: line.size }),
        ...(counted && { quantity: toNumber(line.quantity) }),
      });
  });
  const customer: NonNullable<OrderEditRequest["customer"]> = {};
  if (values.name.trim() !== (order.customer_name ?? "")) customer.name = values.name;
  if (values.email.trim().toLowerCase() !== order.customer_email) customer.email = values.email;
  if (values.phone.trim() !== (order.customer_phone ?? "")) customer.phone = values.phone;
  const fulfilmentChanged =
    values.method !== order.fulfilment ||
    (values.method === "delivery" && (!sameAddress(order, values) || values.place !== ""));
  return {
    id: order.id,
    ...(lines.length > 0 && { lines }),
    ...(values.added.length > 0 && {
      add: values.added.map((line) => ({
        product_id: line.product_id ?? "",
        size: line.size,
        quantity: toNumber(line.quantity),
      })),
    }),
    ...(Object.keys(customer).length > 0 && { customer }),
    ...(fulfilmentChanged && {
      fulfilment:
        values.method === "pickup"
          ? { method: "pickup" as const }
          : {
              method: "delivery" as const,
              address: { ...values.address },
              ...(values.place ? { place: values.place } : {}),
            },
    }),
  };
}

// An empty box stays empty for the schema, which then says a quantity is needed.
const toNumber = (value: number | string) => (value === "" ? Number.NaN : Number(value));

/**
 * The server's own schema checks the request before it goes; each message is put on the field it
 * is about (a line's quantity, the phone, the ZIP code), the rest in the form's alert.
 */
export function checkRequest(request: OrderEditRequest, values: OrderEditValues) {
  const parsed = orderEditInput.safeParse(request);
  if (parsed.success) return { fields: {}, general: [] as string[] };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  const changed = request.lines ?? [];
  for (const issue of parsed.error.issues) {
    const [part, index, field] = issue.path.map(String);
    let key: string | undefined;
    if (part === "customer" && index) key = index;
    else if (part === "fulfilment" && index === "address" && field) key = `address.${field}`;
    else if (part === "add" && index !== undefined) key = `added.${index}.${field ?? "product_id"}`;
    else if (part === "lines" && index !== undefined) {
      const at = values.lines.findIndex((l) => l.id === changed[Number(index)]?.id);
      key = at >= 0 ? `lines.${at}.${field ?? "quantity"}` : undefined;
    }
    if (key) fields[key] ??= issue.message;
    else general.push(issue.message);
  }
  return { fields, general };
}

/** The server's field names ("customer.phone") as the form's ("phone"). */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    if (key.startsWith("customer.")) out[key.slice("customer.".length)] = message;
    else if (key.startsWith("fulfilment.address.")) out[`address.${key.split(".")[2]}`] = message;
    else if (key === "fulfilment.place") out.place = message;
  }
  return out;
}

/**
 * A preview of the new total: kept lines at their ordered price, added lines at today's price of
 * their size. Only a hint; the server's answer is the truth.
 */
export function previewTotal(
  values: OrderEditValues,
  priceOf: (productId: string, size: string | null) => number | undefined,
) {
  const cents = (n: number) => Math.round(n * 100);
  let subtotal = 0;
  for (const line of values.lines)
    if (!line.remove) subtotal += cents(line.unit_price) * (Number(line.quantity) || 0);
  for (const line of values.added)
    subtotal +=
      cents((line.product_id && priceOf(line.product_id, line.size || null)) || 0) *
      (Number(line.quantity) || 0);
  const fee = values.method === "delivery" ? deliveryFeeCents(subtotal) : 0;
  return { subtotal: subtotal / 100, deliveryFee: fee / 100, total: (subtotal + fee) / 100 };
}
