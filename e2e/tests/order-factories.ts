import type { APIRequestContext } from "@playwright/test";
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
