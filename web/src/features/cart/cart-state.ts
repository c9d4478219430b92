/** What the cart keeps of a product when it is added (the price at that moment). */
export interface CartProduct {
  id: string;
  name: string;
  price: number;
  image_url: string | null;
  category?: string;
}

export interface CartItem extends CartProduct {
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  isOpen: boolean;
}

export const MAX_QUANTITY = 99;
export const FREE_SHIPPING_THRESHOLD = 100;
export const emptyCart: CartState = { items: [], isOpen: false };

const clampQuantity = (q: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(q)));

/** Adds one of a product: a product already in the cart has its quantity raised by 1 (spec §4). */
export function addItem(state: CartState, product: CartProduct): CartState {
  const existing = state.items.find((item) => item.id === product.id);
  const items = existing
    ? state.items.map((item) =>
        item.id === product.id ? { ...item, quantity: clampQuantity(item.quantity + 1) } : item,
      )
    : [...state.items, { ...product, quantity: 1 }];
  return { ...state, items };
}

export function removeItem(state: CartState, id: string): CartState {
  return { ...state, items: state.items.filter((item) => item.id !== id) };
}

/** Sets a line's quantity; zero or less removes the line. */
export function updateQuantity(state: CartState, id: string, quantity: number): CartState {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(state, id);
  return {
    ...state,
    items: state.items.map((item) =>
      item.id === id ? { ...item, quantity: clampQuantity(quantity) } : item,
    ),
  };
}

export const clearCart = (state: CartState): CartState => ({ ...state, items: [] });
export const setOpen = (state: CartState, isOpen: boolean): CartState => ({ ...state, isOpen });

/** Number of items (the badge): the sum of quantities. */
export const itemCount = (state: CartState) => state.items.reduce((n, item) => n + item.quantity, 0);

/** Subtotal in dollars, summed in whole cents so it never shows float noise. */
export const subtotal = (state: CartState) =>
  state.items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.quantity, 0) / 100;

/** How much more to spend for free shipping (0 once reached). */
export const amountToFreeShipping = (state: CartState) =>
  Math.max(0, Math.round((FREE_SHIPPING_THRESHOLD - subtotal(state)) * 100) / 100);

/** Reads a saved cart defensively: anything malformed is dropped rather than crashing the page. */
export function parseSavedCart(raw: string | null): CartState {
  if (!raw) return emptyCart;
  try {
    const data: unknown = JSON.parse(raw);
    const list = (data as { items?: unknown }).items;
    if (!Array.isArray(list)) return emptyCart;
    const items = list.filter(
      (i): i is CartItem =>
        typeof i === "object" &&
        i !== null &&
        typeof (i as CartItem).id === "string" &&
        typeof (i as CartItem).name === "string" &&
        typeof (i as CartItem).price === "number" &&
        typeof (i as CartItem).quantity === "number" &&
        (i as CartItem).quantity > 0,
    );
    return { items: items.map((i) => ({ ...i, quantity: clampQuantity(i.quantity) })), isOpen: false };
  } catch {
    return emptyCart;
  }
}
