import type { APIRequestContext } from "@playwright/test";
import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

// Orders placed as a shopper places them: through the public checkout, priced by the server.

const origin = () => String(test.info().project.use.baseURL);

export interface CatalogueProduct {
  id: string;
  name: string;
  price: number;
  in_stock: boolean | null;
  sizes: string[];
}

export interface PlacedOrder {
  id: string;
  number: number;
  items: { id: string; product_name: string; size: string | null; quantity: number; unit_price: number }[];
  total: number;
}

/** A product of the seeded catalogue that comes in at least two sizes and is in stock. */
export async function sizedProduct(request: APIRequestContext): Promise<CatalogueProduct> {
  const res = await request.get("/api/products");
  expect(res.ok()).toBe(true);
  const products = (await res.json()).data as CatalogueProduct[];
  const product = products.find((p) => p.sizes.length >= 2 && p.in_stock !== false);
  if (!product) throw new Error("the seed has no product in two sizes");
  return product;
}

/** Places a pickup order for a new customer address through POST /api/checkout. */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  lines: { product_id: string; size: string | null; quantity: number }[],
): Promise<PlacedOrder> {
  const res = await request.post("/api/checkout", {
    data: {
      customer: { name: "Pat Coach", email, phone: "205-555-0101" },
      fulfilment: { method: "pickup" },
      lines,
    },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.order as PlacedOrder;
}

export interface UnpaidOrder {
  id: string;
  number: number;
  total: number;
  email: string;
  /** The customer's private page, /orders/<token>. */
  trackingPath: string;
}

/**
 * A new one-size product and an order of it placed through checkout, as a shopper would: the
 * order starts unpaid, with its "placed" entry and e-mails on the timeline.
 */
export async function placeUnpaidOrder(
  request: APIRequestContext,
  { price = 25, quantity = 2 }: { price?: number; quantity?: number } = {},
): Promise<UnpaidOrder> {
  const api = await adminApi(request);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const made = await api.post("/api/products", {
    data: { name: `Order page cap ${stamp}`, price, category: "accessories" },
    headers: { origin: origin() },
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = (await made.json()).data as { id: string };
  const email = `order-page-${stamp}@example.com`;
  const placed = await api.post("/api/checkout", {
    data: {
      customer: { name: "Robin Parent", email, phone: "205-555-0199" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: product.id, quantity }],
    },
    headers: { origin: origin() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  // The order keeps the line's name and price; the shop's catalogue stays as seeded for other specs.
  const removed = await api.delete(`/api/products/${product.id}`, { headers: { origin: origin() } });
  expect(removed.status(), await removed.text()).toBe(200);
  const { number, tracking_path } = (await placed.json()).data as { number: number; tracking_path: string };
  const detail = await api.get(`/api/orders/by-number/${number}`);
  expect(detail.ok(), await detail.text()).toBe(true);
  const { order } = (await detail.json()).data as { order: { id: string; total: number } };
  return { id: order.id, number, total: order.total, email, trackingPath: tracking_path };
}
