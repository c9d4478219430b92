import { describe, expect, it } from "vitest";
import type { Order } from "../OrdersList";
import { checkRequest, previewTotal, requestOf, valuesOf } from "./edit-form";

const order = {
  id: "3f0c0c5e-0000-4000-8000-000000000001",
  number: 1004,
  status: "pending",
  customer_email: "pat@example.com",
  customer_name: "Pat Coach",
  customer_phone: "205-555-0101",
  fulfilment: "delivery",
  delivery_address: { line1: "12 Main St", city: "Clanton", state: "AL", zip: "35045" },
  items: [
    {
      id: "line-1",
      product_id: "p1",
      product_name: "Home Jersey",
      unit_price: 30,
      quantity: 2,
      size: "Adult M",
    },
    { id: "line-2", product_id: "p2", product_name: "Cap", unit_price: 15, quantity: 1, size: null },
  ],
} as unknown as Order;

describe("the order edit form", () => {
  it("sends nothing but the order's id when nothing changed", () => {
    expect(requestOf(order, valuesOf(order))).toEqual({ id: order.id });
  });

  it("sends only what changed: a size swap, a removal, a new line, the phone and pickup", () => {
    const values = valuesOf(order);
    values.lines[0] = { ...values.lines[0], size: "Adult L" } as (typeof values.lines)[number];
    values.lines[1] = { ...values.lines[1], remove: true } as (typeof values.lines)[number];
    values.added.push({ key: "k", product_id: "p3", size: "Adult XL", quantity: 2 });
    values.phone = "205-555-0199";
    values.method = "pickup";
    expect(requestOf(order, values)).toEqual({
      id: order.id,
      lines: [
        { id: "line-1", size: "Adult L" },
        { id: "line-2", remove: true },
      ],
      add: [{ product_id: "p3", size: "Adult XL", quantity: 2 }],
      customer: { phone: "205-555-0199" },
      fulfilment: { method: "pickup" },
    });
  });

  it("puts the server schema's messages on the fields they are about", () => {
    const values = valuesOf(order);
    values.lines[1] = { ...values.lines[1], quantity: 100 } as (typeof values.lines)[number];
    values.address.zip = "123";
    values.address.line1 = "1 Oak Ave";
    const { fields } = checkRequest(requestOf(order, values), values);
    expect(fields).toEqual({
      "lines.1.quantity": "quantity must be at most 99.",
      "address.zip": "Enter a 5-digit ZIP code, like 35045.",
    });
  });

  it("estimates the total with the delivery fee, free from $100", () => {
    const values = valuesOf(order);
    expect(previewTotal(values, () => undefined)).toEqual({ subtotal: 75, deliveryFee: 9.95, total: 84.95 });
    values.added.push({ key: "k", product_id: "p3", size: null, quantity: 1 });
    expect(previewTotal(values, () => 25)).toEqual({ subtotal: 100, deliveryFee: 0, total: 100 });
  });

  it("prices an added line at its size's own price", () => {
    const values = valuesOf(order);
    values.added.push({ key: "k", product_id: "p3", size: "Adult XXL", quantity: 2 });
    const priceOf = (_id: string, size: string | null) => (size === "Adult XXL" ? 12 : 10);
    expect(previewTotal(values, priceOf).subtotal).toBe(99);
  });
});
