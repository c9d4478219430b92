import { formatPrice } from "../shop/format";

/** A line as the order summary draws it: a cart's line or a stored order's line. */
export interface OrderLineView {
  key: string;
  name: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  /** The price the shopper saw before the store changed it (checkout only), shown struck through. */
  previousUnitPrice?: number | undefined;
  imageUrl?: string | null;
}

/** Said once above the package's contents; the contents' own names repeat it otherwise. */
const IN_THE_PACKAGE = / \(in the package\)$/;

export interface OrderLineGroups {
  /** What is bought, each with its quantity and price. */
  items: OrderLineView[];
  /** What a package price already covers (a team order's uniforms, by size): no price of their own. */
  included: OrderLineView[];
  /** What comes off the price (a quote agreed below its estimate): one amount each, not a quantity. */
  credits: OrderLineView[];
}

/**
 * Sorts an order's lines into what is bought, what a package includes and what is credited. A line
 * at $0.00 is part of a package (an order made from a team quote stores each roster size that
 * way, so the packing slip has the sizes); a line below zero is a credit. Drawn as ordinary lines
 * they read "$0.00" and "Qty 1 × -$24.00", which says nothing a customer can use.
 */
export function groupOrderLines(lines: readonly OrderLineView[]): OrderLineGroups {
  const groups: OrderLineGroups = { items: [], included: [], credits: [] };
  for (const line of lines) {
    if (line.unitPrice < 0) groups.credits.push(line);
    else if (line.unitPrice === 0)
      groups.included.push({ ...line, name: line.name.replace(IN_THE_PACKAGE, "") });
    else groups.items.push(line);
  }
  return groups;
}

/** A line's amount in dollars, counted in whole cents (3 × 0.1 is 0.30). */
export const lineAmount = (line: Pick<OrderLineView, "unitPrice" | "quantity">) =>
  (Math.round(line.unitPrice * 100) * line.quantity) / 100;

/** "−$24.00": a credit with a true minus sign, so it reads as one and screen readers say "minus". */
export const creditAmount = (line: Pick<OrderLineView, "unitPrice" | "quantity">) =>
  `−${formatPrice(Math.abs(lineAmount(line)))}`;
