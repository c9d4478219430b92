import { describe, expect, it } from "vitest";
import {
  addItem,
  addItems,
  amountToFreeShipping,
  clearCart,
  emptyCart,
  itemCount,
  lineKey,
  parseSavedCart,
  removeItem,
  subtotal,
  updateQuantity,
} from "./cart-state";

const cap = { id: "cap", name: "Trucker Cap", price: 19.99, image_url: null, size: null };
const tee = { id: "tee", name: "Team Tee", price: 0.1, image_url: "/t.svg", size: null };
const hoodie = { id: "hood", name: "Team Hoodie", price: 40, image_url: null, category: "hoodies" };
const hoodieM = { ...hoodie, size: "Adult M" };
const hoodieL = { ...hoodie, size: "Adult L" };

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

  it("adds several at once (a reorder), onto a line already there, within the maximum", () => {
    let state = addItems(emptyCart, hoodieL, 3);
    expect(state.items).toEqual([{ ...hoodieL, quantity: 3 }]);
    state = addItems(state, hoodieL, 2);
    state = addItems(state, hoodieM, 200);
    expect(state.items.map((i) => [i.size, i.quantity])).toEqual([
      ["Adult L", 5],
      ["Adult M", 99],
    ]);
  });

  it("keys a line by product and size", () => {
    expect(lineKey(cap)).toBe("cap|");
    expect(lineKey(hoodieM)).toBe("hood|Adult M");
  });

  it("keeps one line per product and size: the same size adds 1, another size is a new line", () => {
    let state = addItem(emptyCart, hoodieM);
    state = addItem(state, hoodieL);
    state = addItem(state, hoodieM);
    expect(state.items.map((i) => [i.size, i.quantity])).toEqual([
      ["Adult M", 2],
      ["Adult L", 1],
    ]);
    expect(state.items[0]).toEqual({ ...hoodieM, quantity: 2 });
    expect(itemCount(state)).toBe(3);
  });

  it("updates, removes and clears by line key, touching only that size", () => {
    let state = addItem(addItem(emptyCart, cap), tee);
    state = updateQuantity(state, "tee|", 5);
    expect(state.items.find((i) => i.id === "tee")?.quantity).toBe(5);
    expect(updateQuantity(state, "tee|", 0).items.map((i) => i.id)).toEqual(["cap"]);
    expect(removeItem(state, "cap|").items.map((i) => i.id)).toEqual(["tee"]);
    expect(clearCart(state).items).toEqual([]);

    let sized = addItem(addItem(emptyCart, hoodieM), hoodieL);
    sized = updateQuantity(sized, lineKey(hoodieL), 4);
    expect(sized.items.map((i) => [i.size, i.quantity])).toEqual([
      ["Adult M", 1],
      ["Adult L", 4],
    ]);
    expect(removeItem(sized, lineKey(hoodieM)).items.map((i) => i.size)).toEqual(["Adult L"]);
    // A key without the size names the one-size line, not every size of the product.
    expect(removeItem(sized, "hood").items).toHaveLength(2);
  });

  it("adds money in whole cents and counts down to free shipping over $100", () => {
    let state = addItem(emptyCart, tee);
    state = updateQuantity(state, "tee|", 3);
    expect(subtotal(state)).toBe(0.3);
    state = updateQuantity(addItem(state, cap), "cap|", 4);
    expect(subtotal(state)).toBe(80.26);
    expect(amountToFreeShipping(state)).toBe(19.74);
    expect(amountToFreeShipping(updateQuantity(state, "cap|", 6))).toBe(0);
  });

  it("reads back what it saved, and survives damaged storage", () => {
    const saved = JSON.stringify({ items: addItem(emptyCart, cap).items });
    expect(parseSavedCart(saved).items).toEqual([{ ...cap, quantity: 1 }]);
    expect(parseSavedCart("{broken")).toEqual(emptyCart);
    expect(
      parseSavedCart(JSON.stringify({ items: [{ id: 1 }, null, { ...cap, quantity: -2 }] })).items,
    ).toEqual([]);
  });

  it("reads sized lines back, and loads a cart saved before sizes as one-size lines", () => {
    const saved = JSON.stringify({ items: addItem(addItem(emptyCart, hoodieM), hoodieL).items });
    expect(parseSavedCart(saved).items.map((i) => [lineKey(i), i.quantity])).toEqual([
      ["hood|Adult M", 1],
      ["hood|Adult L", 1],
    ]);
    const old = JSON.stringify({
      items: [{ id: "cap", name: "Trucker Cap", price: 19.99, image_url: null, quantity: 2 }],
    });
    const loaded = parseSavedCart(old);
    expect(loaded.items).toEqual([{ ...cap, quantity: 2 }]);
    // Adding the same one-size product again raises that old line.
    expect(addItem(loaded, cap).items).toEqual([{ ...cap, quantity: 3 }]);
    // A damaged size is read as none, and lines that then match are merged.
    const twice = JSON.stringify({
      items: [
        { ...cap, quantity: 1 },
        { ...cap, size: 7, quantity: 2 },
      ],
    });
    expect(parseSavedCart(twice).items).toEqual([{ ...cap, quantity: 3 }]);
  });
});
