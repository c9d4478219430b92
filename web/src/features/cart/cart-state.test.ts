import { describe, expect, it } from "vitest";
import {
  addItem,
  amountToFreeShipping,
  clearCart,
  emptyCart,
  itemCount,
  parseSavedCart,
  removeItem,
  subtotal,
  updateQuantity,
} from "./cart-state";

const cap = { id: "cap", name: "Trucker Cap", price: 19.99, image_url: null };
const tee = { id: "tee", name: "Team Tee", price: 0.1, image_url: "/t.svg" };

describe("cart", () => {
  it("adds a new product with quantity 1 and raises the quantity when added again", () => {
    let state = addItem(emptyCart, cap);
    expect(state.items).toEqual([{ ...cap, quantity: 1 }]);
    state = addItem(state, cap);
    state = addItem(state, tee);
    expect(state.items.map((i) => [i.id, i.quantity])).toEqual([
      ["cap", 2],
      ["tee", 1],
    ]);
    expect(itemCount(state)).toBe(3);
  });

  it("updates, removes and clears by id", () => {
    let state = addItem(addItem(emptyCart, cap), tee);
    state = updateQuantity(state, "tee", 5);
    expect(state.items.find((i) => i.id === "tee")?.quantity).toBe(5);
    expect(updateQuantity(state, "tee", 0).items.map((i) => i.id)).toEqual(["cap"]);
    expect(removeItem(state, "cap").items.map((i) => i.id)).toEqual(["tee"]);
    expect(clearCart(state).items).toEqual([]);
  });

  it("adds money in whole cents and counts down to free shipping over $100", () => {
    let state = addItem(emptyCart, tee);
    state = updateQuantity(state, "tee", 3);
    expect(subtotal(state)).toBe(0.3);
    state = updateQuantity(addItem(state, cap), "cap", 4);
    expect(subtotal(state)).toBe(80.26);
    expect(amountToFreeShipping(state)).toBe(19.74);
    expect(amountToFreeShipping(updateQuantity(state, "cap", 6))).toBe(0);
  });

  it("reads back what it saved, and survives damaged storage", () => {
    const saved = JSON.stringify({ items: addItem(emptyCart, cap).items });
    expect(parseSavedCart(saved).items).toEqual([{ ...cap, quantity: 1 }]);
    expect(parseSavedCart("{broken")).toEqual(emptyCart);
    expect(
      parseSavedCart(JSON.stringify({ items: [{ id: 1 }, null, { ...cap, quantity: -2 }] })).items,
    ).toEqual([]);
  });
});
