import { FREE_DELIVERY_FROM } from "@store/db/catalogue";
/** What the cart keeps of a product when it is added (the price at that moment). */
export interface CartProduct {
  id: string;
  name: string;
  price: number;
  image_url: string | null;
  category?: string;
  /** The size chosen ("Adult M"); null for one-size items. */
  size: string | null;
}

export interface CartItem extends CartProduct {
  quantity: number;
}

/** A line's identity: the same product in two sizes is two lines. */
export const lineKey = (item: Pick<CartItem, "id" | "size">) => `${item.id}|${item.size ?? ""}`;

export interface CartState {
  items: CartItem[];
  isOpen: boolean;
}

export const MAX_QUANTITY = 99;
/** The header's "Free shipping on orders over $100!": the same figure checkout charges by. */
export const FREE_SHIPPING_THRESHOLD = FREE_DELIVERY_FROM;
export const emptyCart: CartState = { items: [], isOpen: false };

const clampQuantity = (q: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(q)));

/**
 * Adds one of a product in a size: a line of the same product and size has its quantity raised by 1
 * (spec §4); another size of it is a line of its own.
 */
export function addItem(state: CartState, product: CartProduct): CartState {
  const key = lineKey(product);
  const existing = state.items.some((item) => lineKey(item) === key);
  const items = existing
    ? state.items.map((item) =>
        lineKey(item) === key ? { ...item, quantity: clampQuantity(item.quantity + 1) } : item,
      )
    : [...state.items, { ...product, quantity: 1 }];
  return { ...state, items };
}

/** Adds `quantity` of a product in a size (a reorder's line): onto its line when it is already there. */
export function addItems(state: CartState, product: CartProduct, quantity: number): CartState {
  const key = lineKey(product);
  const existing = state.items.find((item) => lineKey(item) === key);
  if (existing) return updateQuantity(state, key, existing.quantity + quantity);
  return { ...state, items: [...state.items, { ...product, quantity: clampQuantity(quantity) }] };
}

/** Removes the line with this key (see lineKey). */
export function removeItem(state: CartState, key: string): CartState {
  return { ...state, items: state.items.filter((item) => lineKey(item) !== key) };
}

/** Sets the quantity of the line with this key; zero or less removes the line. */
export function updateQuantity(state: CartState, key: string, quantity: number): CartState {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(state, key);
  return {
    ...state,
    items: state.items.map((item) =>
      lineKey(item) === key ? { ...item, quantity: clampQuantity(quantity) } : item,
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

/**
 * Reads a saved cart defensively: anything malformed is dropped rather than crashing the page. Carts
 * saved before sizes existed have no size field: their lines are one-size (null). Lines that end up
 * with the same key are merged, so every line key stays unique.
 */
export function parseSavedCart(raw: string | null): CartState {
  if (!raw) return emptyCart;
  try {
    const data: unknown = JSON.parse(raw);
    const list = (data as { items?: unknown }).items;
    if (!Array.isArray(list)) return emptyCart;
    const valid = list.filter(
      (i): i is CartItem =>
        typeof i === "object" &&
        i !== null &&
        typeof (i as CartItem).id === "string" &&
        typeof (i as CartItem).name === "string" &&
        typeof (i as CartItem).price === "number" &&
        typeof (i as CartItem).quantity === "number" &&
        (i as CartItem).quantity > 0,
    );
    const items: CartItem[] = [];
    for (const i of valid) {
      const line = { ...i, size: typeof i.size === "string" ? i.size : null };
      const same = items.findIndex((item) => lineKey(item) === lineKey(line));
      const held = items[same];
      if (held) items[same] = { ...held, quantity: held.quantity + line.quantity };
      else items.push(line);
    }
    return { items: items.map((i) => ({ ...i, quantity: clampQuantity(i.quantity) })), isOpen: false };
  } catch {
    return emptyCart;
  }
}
