import { describe, expect, it } from "vitest";
import {
  checkoutAttemptKey as attemptKey,
  cartLines,
  checkoutTotals,
  fulfilmentForServer,
  linesForServer,
} from "./checkout-form";

const hoodie = { id: "h", name: "Hoodie", price: 42.5, quantity: 2, size: "Adult M" };
const cap = { id: "c", name: "Cap", price: 0.1, quantity: 3 };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("checkout totals", () => {
  it("adds no fee for pickup, and sums in cents", () => {
    expect(checkoutTotals([hoodie, cap], "pickup")).toEqual({ subtotal: 85.3, deliveryFee: 0, total: 85.3 });
  });
  it("charges $9.95 for delivery under $100 and nothing from $100", () => {
    expect(checkoutTotals([cap], "delivery")).toEqual({ subtotal: 0.3, deliveryFee: 9.95, total: 10.25 });
    expect(checkoutTotals([{ ...hoodie, price: 50 }], "delivery")).toEqual({
      subtotal: 100,
      deliveryFee: 0,
      total: 100,
    });
    expect(checkoutTotals([{ ...hoodie, price: 49.99 }], "delivery").deliveryFee).toBe(9.95);
  });
});

describe("what the server is sent", () => {
  it("names products, sizes and quantities, with the price the shopper saw for the server to compare", () => {
    expect(linesForServer([hoodie, cap])).toEqual([
      { product_id: "h", size: "Adult M", quantity: 2, expected_unit_price: 42.5 },
      { product_id: "c", size: null, quantity: 3, expected_unit_price: 0.1 },
    ]);
  });
  it("asks for the current prices of the same lines, without a price", () => {
    expect(cartLines([hoodie])).toEqual([{ product_id: "h", size: "Adult M", quantity: 2 }]);
  });
  it("takes a new key once new prices are accepted: the order sent is a different one", () => {
    const storage = memoryStorage();
    expect(attemptKey([{ ...hoodie, price: 45 }], storage)).not.toBe(attemptKey([hoodie], storage));
  });
  it("keeps one idempotency key per cart, and a new one when the cart changes", () => {
    const storage = memoryStorage();
    const first = attemptKey([hoodie], storage);
    expect(attemptKey([hoodie], storage)).toBe(first);
    const changed = attemptKey([{ ...hoodie, quantity: 3 }], storage);
    expect(changed).not.toBe(first);
    expect(attemptKey([{ ...hoodie, quantity: 3 }], storage)).toBe(changed);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("pickup or delivery as the server takes it", () => {
  const address = { line1: "12 Main St", line2: "", city: "Jemison", state: "AL", zip: "35085" };
  it("sends a delivery's place once chosen, and a pickup without address or place", () => {
    expect(fulfilmentForServer({ method: "delivery", address, place: "jemison" })).toEqual({
      method: "delivery",
      address,
      place: "jemison",
    });
    expect(fulfilmentForServer({ method: "delivery", address, place: "" })).toEqual({
      method: "delivery",
      address,
    });
    expect(fulfilmentForServer({ method: "pickup", address, place: "jemison" })).toEqual({
      method: "pickup",
    });
  });
});
