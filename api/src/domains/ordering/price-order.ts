import { deliveryFeeCents } from "@store/db/catalogue";
import { AppError } from "../../errors/app-error";
import type { CheckoutInput } from "./line-schemas";
import { MAX_LINE_QUANTITY } from "./line-schemas";

/** What the catalogue says about a product at the moment of ordering. */
export interface CatalogueProduct {
  id: string;
  name: string;
  price: number;
  inStock: boolean | null;
  sizes: string[];
  /** The product's category: decides whether it counts as clothing for a tax holiday. */
  category?: string;
  /** What each size adds to the price, by size (a size left out adds nothing). */
  upcharges?: Readonly<Record<string, number>>;
}

export interface PricedLine {
  productId: string;
  category?: string;
  productName: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
}

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(", ");

/**
 * Prices a cart from the catalogue alone (a line costs its product's price plus its size's upcharge):
 * whatever the client believed a price to be plays no part. Refuses, naming them, products that are unknown, out of stock, or asked in a size they do
 * not come in. The same product and size twice becomes one line.
 */
export function priceOrder(
  input: Pick<CheckoutInput, "lines"> & { fulfilment: { method: "pickup" | "delivery" } },
  catalogue: ReadonlyMap<string, CatalogueProduct>,
): PricedOrder {
  const unknown = input.lines.filter((l) => !catalogue.has(l.product_id)).map((l) => l.product_id);
  if (unknown.length > 0) {
    throw AppError.badRequest(
      `These products are not in the catalogue (any more): ${[...new Set(unknown)].join(", ")}. Remove them from your cart to place the order.`,
      { lines: "Some products are not in the catalogue." },
    );
  }
  const products = input.lines.map((l) => catalogue.get(l.product_id) as CatalogueProduct);
  const soldOut = [...new Set(products.filter((p) => p.inStock === false).map((p) => p.name))];
  if (soldOut.length > 0) {
    throw AppError.badRequest(
      `Out of stock: ${quoted(soldOut)}. Remove ${soldOut.length === 1 ? "it" : "them"} from your cart to place the order.`,
      { lines: "Some products are out of stock." },
    );
  }

  const merged = new Map<string, PricedLine>();
  for (const line of input.lines) {
    const product = catalogue.get(line.product_id) as CatalogueProduct;
    const size = sizeFor(product, line.size);
    const key = `${product.id}|${size ?? ""}`;
    const existing = merged.get(key);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY) {
      throw AppError.badRequest(
        `At most ${MAX_LINE_QUANTITY} of "${product.name}"${size ? ` in ${size}` : ""} per order. For more, ask us for a team quote.`,
        { lines: `At most ${MAX_LINE_QUANTITY} of one product and size.` },
      );
    }
    merged.set(key, {
      productId: product.id,
      ...(product.category ? { category: product.category } : {}),
      productName: product.name,
      size,
      quantity,
      unitPrice: unitPriceOf(product, size),
    });
  }

  const lines = [...merged.values()];
  // Whole cents throughout, so 0.1 + 0.2 stays 0.30.
  const subtotalCents = lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity, 0);
  const feeCents = input.fulfilment.method === "delivery" ? deliveryFeeCents(subtotalCents) : 0;
  return {
    lines,
    subtotal: subtotalCents / 100,
    deliveryFee: feeCents / 100,
    total: (subtotalCents + feeCents) / 100,
  };
}

/** The product's price plus what its size adds, in whole cents (19.99 + 2 is 21.99). */
export function unitPriceOf(product: CatalogueProduct, size: string | null): number {
  const upcharge = size === null ? 0 : (product.upcharges?.[size] ?? 0);
  return (Math.round(product.price * 100) + Math.round(upcharge * 100)) / 100;
}

/** The line's size as stored: one of the product's sizes, or none for a one-size product. */
export function sizeFor(product: CatalogueProduct, asked: string | null): string | null {
  if (product.sizes.length === 0) {
    if (asked === null) return null;
    throw AppError.badRequest(`"${product.name}" comes in one size: send it without a size.`, {
      lines: `"${product.name}" comes in one size.`,
    });
  }
  const size = product.sizes.find((s) => s.toLowerCase() === asked?.toLowerCase());
  if (size) return size;
  throw AppError.badRequest(
    asked === null
      ? `Choose a size for "${product.name}": ${product.sizes.join(", ")}.`
      : `"${product.name}" does not come in "${asked}". Choose one of: ${product.sizes.join(", ")}.`,
    { lines: `Choose a size for "${product.name}".` },
  );
}
