import { useSyncExternalStore } from "react";
import {
  addItem,
  addItems,
  type CartItem,
  type CartProduct,
  type CartState,
  clearCart,
  emptyCart,
  parseSavedCart,
  removeItem,
  setOpen,
  updateQuantity,
} from "./cart-state";

export const CART_STORAGE_KEY = "cart";

export type { CartItem, CartProduct } from "./cart-state";
export { lineKey } from "./cart-state";

type Listener = () => void;
const listeners = new Set<Listener>();

function load(): CartState {
  try {
    return parseSavedCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return emptyCart;
  }
}

let state: CartState = typeof window === "undefined" ? emptyCart : load();

function commit(next: CartState) {
  state = next;
  try {
    // Only the items persist: a reload should not reopen the drawer.
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: next.items }));
  } catch {
    // Storage full or blocked: the cart still works for this visit.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  // Another tab changed the cart: follow it.
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    state = { ...parseSavedCart(event.newValue), isOpen: state.isOpen };
    for (const listener of listeners) listener();
  });
}

/** The cart's actions; callable from anywhere, not only components. */
export const cart = {
  add: (product: CartProduct) => commit(addItem(state, product)),
  /** Adds several of a product at once (an earlier order's line). */
  addMany: (product: CartProduct, quantity: number) => commit(addItems(state, product, quantity)),
  /** Removes a line, named by its key: lineKey(item). */
  remove: (key: string) => commit(removeItem(state, key)),
  /** Sets a line's quantity (key: lineKey(item)); zero removes it. */
  setQuantity: (key: string, quantity: number) => commit(updateQuantity(state, key, quantity)),
  clear: () => commit(clearCart(state)),
  /** Puts back the lines a clear removed (the drawer's Undo). */
  restore: (items: CartState["items"]) => commit({ ...state, items }),
  open: () => commit(setOpen(state, true)),
  close: () => commit(setOpen(state, false)),
  toggle: () => commit(setOpen(state, !state.isOpen)),
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The cart's lines, re-rendering when they change: what a checkout reads. */
export function useCartItems(): readonly CartItem[] {
  return useCart().items;
}

/** The current cart, re-rendering when it changes (in this tab or another). */
export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => emptyCart,
  );
}
