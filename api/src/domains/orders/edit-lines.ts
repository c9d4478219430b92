import { AppError } from "../../errors/app-error";
import { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from "../ordering/line-schemas";
import { type CatalogueProduct, sizeFor } from "../ordering/price-order";
import type { SizeFacts } from "../products/size-stock";
import type { OrderEditInput } from "./edit-schemas";
import type { OrderDto } from "./schemas";

/** A line of the order as it will be after the edit; `id` is absent for an added line. */
export interface PlannedLine {
  id?: string;
  productId: string | null;
  productName: string;
  size: string | null;
  quantity: number;
  /** Dollars: the price fixed at order time, or today's price plus the size's upcharge when added. */
  unitPrice: number;
  /** An added line's product category (whether it is clothing, for tax). */
  category?: string;
}

/** What an edit does to the lines: the lines after it, the rows to write, and the changes in words. */
export interface LinePlan {
  lines: PlannedLine[];
  updates: { id: string; size: string | null; quantity: number }[];
  removals: string[];
  additions: PlannedLine[];
  summary: string[];
}

type Item = OrderDto["items"][number];

/** "Home Jersey (Adult M)", or the name alone for a one-size item. */
export const lineLabel = (name: string, size: string | null) => (size ? `${name} (${size})` : name);

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Applies the line changes and new lines to the order's lines. Existing lines keep the price fixed
 * at order time, whatever their new size; new lines take today's catalogue price plus the size's
 * upcharge. Sizes follow checkout's rules and words (`sizeFor`). Refuses an unknown line, a size
 * change on a product that left the catalogue, unknown or out-of-stock products, an order left
 * without lines, and more than checkout allows of one product and size.
 */
export function planLineEdits(
  order: OrderDto,
  input: Pick<OrderEditInput, "lines" | "add">,
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  sizeFacts: ReadonlyMap<string, SizeFacts>,
): LinePlan {
  const plan: LinePlan = { lines: [], updates: [], removals: [], additions: [], summary: [] };
  const changes = new Map((input.lines ?? []).map((change) => [change.id, change]));
  const items = new Map(order.items.map((item) => [item.id, item]));
  const unknown = [...changes.keys()].filter((id) => !items.has(id));
  if (unknown.length > 0) {
    throw AppError.badRequest(
      `Order #${order.number} has no line ${unknown.join(", ")}. Reload the order and try again.`,
      { lines: "Some lines are not on this order." },
    );
  }

  for (const item of order.items) {
    const change = changes.get(item.id);
    if (change && "remove" in change) {
      plan.removals.push(item.id);
      plan.summary.push(`Removed ${lineLabel(item.product_name, item.size)}`);
      continue;
    }
    const asked = change && !("remove" in change) ? change : undefined;
    const size = asked?.size === undefined ? item.size : newSize(item, asked.size, catalogue);
    const quantity = asked?.quantity ?? item.quantity;
    plan.lines.push({
      id: item.id,
      productId: item.product_id,
      productName: item.product_name,
      size,
      quantity,
      unitPrice: item.unit_price,
    });
    const words = changeWords(item, size, quantity);
    if (words) {
      plan.updates.push({ id: item.id, size, quantity });
      plan.summary.push(words);
    }
  }

  plan.additions = addedLines(input.add ?? [], catalogue, sizeFacts);
  for (const line of plan.additions) {
    plan.lines.push(line);
    plan.summary.push(`Added ${line.quantity} × ${line.productName} (${line.size ?? "one size"})`);
  }
  checkLimits(order, plan.lines);
  return plan;
}

/** The size asked for an existing line, as checkout would take it for the line's product. */
function newSize(item: Item, asked: string | null, catalogue: ReadonlyMap<string, CatalogueProduct>) {
  const product = item.product_id ? catalogue.get(item.product_id) : undefined;
  if (!product) {
    // The line's price and name stay on the order; there are no sizes left to check a new one against.
    if (asked !== null && asked.toLowerCase() === item.size?.toLowerCase()) return item.size;
    throw AppError.badRequest(
      `"${item.product_name}" is no longer in the catalogue, so its size cannot be changed. Remove the line and add another product instead.`,
      { lines: `"${item.product_name}" is no longer in the catalogue.` },
    );
  }
  return sizeFor(product, asked);
}

function changeWords(item: Item, size: string | null, quantity: number): string | undefined {
  const sized = size !== item.size;
  const counted = quantity !== item.quantity;
  const swap = `${item.size ?? "One size"} → ${size ?? "one size"} on ${item.product_name}`;
  if (sized && counted) return `${swap}, quantity ${item.quantity} → ${quantity}`;
  if (sized) return swap;
  if (counted) return `Quantity of ${lineLabel(item.product_name, size)} ${item.quantity} → ${quantity}`;
  return undefined;
}

/** New lines at today's price plus their size's upcharge; the same product and size twice is one line. */
function addedLines(
  add: NonNullable<OrderEditInput["add"]>,
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  sizeFacts: ReadonlyMap<string, SizeFacts>,
): PlannedLine[] {
  const unknown = [...new Set(add.filter((l) => !catalogue.has(l.product_id)).map((l) => l.product_id))];
  if (unknown.length > 0) {
    throw AppError.badRequest(`These products are not in the catalogue (any more): ${unknown.join(", ")}.`, {
      add: "Some products are not in the catalogue.",
    });
  }
  const merged = new Map<string, PlannedLine>();
  for (const line of add) {
    const product = catalogue.get(line.product_id) as CatalogueProduct;
    if (product.inStock === false) {
      throw AppError.badRequest(
        `"${product.name}" is marked out of stock. Mark it in stock under Manage Products to add it to an order.`,
        { add: `"${product.name}" is out of stock.` },
      );
    }
    const size = sizeFor(product, line.size);
    const key = `${product.id}|${size ?? ""}`;
    const upcharge = size ? (sizeFacts.get(key)?.upcharge ?? 0) : 0;
    const seen = merged.get(key);
    merged.set(key, {
      productId: product.id,
      productName: product.name,
      size,
      quantity: (seen?.quantity ?? 0) + line.quantity,
      unitPrice: (cents(product.price) + cents(upcharge)) / 100,
      ...(product.category ? { category: product.category } : {}),
    });
  }
  return [...merged.values()];
}

function checkLimits(order: OrderDto, lines: PlannedLine[]) {
  if (lines.length === 0) {
    throw AppError.badRequest(
      `Order #${order.number} needs at least one line. To call the whole order off, set its status to Cancelled instead.`,
      { lines: "Keep at least one line." },
    );
  }
  if (lines.length > MAX_CHECKOUT_LINES) {
    throw AppError.badRequest(`An order can have at most ${MAX_CHECKOUT_LINES} lines.`, {
      add: `At most ${MAX_CHECKOUT_LINES} lines.`,
    });
  }
  const totals = new Map<string, { line: PlannedLine; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId ?? line.productName}|${line.size ?? ""}`;
    const seen = totals.get(key);
    totals.set(key, { line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const { line, quantity } of totals.values()) {
    if (quantity > MAX_LINE_QUANTITY) {
      throw AppError.badRequest(
        `At most ${MAX_LINE_QUANTITY} of "${line.productName}"${line.size ? ` in ${line.size}` : ""} per order, as at checkout. For more, make it a team quote.`,
        { lines: `At most ${MAX_LINE_QUANTITY} of one product and size.` },
      );
    }
  }
}

/** Subtotal of the planned lines in whole cents. */
export const subtotalCentsOf = (lines: PlannedLine[]) =>
  lines.reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
