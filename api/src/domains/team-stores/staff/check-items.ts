import { type Database, orderItems, orders, products, type TeamStoreItem } from "@store/db";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { isUuid } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import { formatMoney } from "../../../mail/templates/format";
import type { TeamStoreItemFields } from "../schemas";

// What a store's items keep: each against its product, and after close what families bought.

const cents = (dollars: number) => Math.round(dollars * 100);

/** An item as it is stored: sizes in the product's order, every size when none was chosen. */
export type CheckedItem = TeamStoreItemFields & { product_name: string };

/**
 * Each item against its product: the product exists, the store's price is at least the catalogue
 * price, fundraising fits inside the price, and every size is one the product has.
 */
export async function checkItems(db: Database, items: TeamStoreItemFields[]): Promise<CheckedItem[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.product_id).filter(isUuid);
  const found = ids.length
    ? await db
        .select({ id: products.id, name: products.name, price: products.price, sizes: products.sizes })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return items.map((item) => {
    const product = byId.get(item.product_id);
    if (!product)
      throw AppError.badRequest(`No product with id ${item.product_id}: choose one from the catalogue.`);
    if (cents(item.price) < cents(product.price)) {
      throw AppError.badRequest(
        `The store price of ${product.name} (${formatMoney(item.price)}) is below its catalogue price of ${formatMoney(product.price)}.`,
      );
    }
    if (cents(item.fundraising) > cents(item.price)) {
      throw AppError.badRequest(
        `Fundraising for ${product.name} (${formatMoney(item.fundraising)}) cannot be more than its price (${formatMoney(item.price)}).`,
      );
    }
    const unknown = item.sizes.filter((s) => !product.sizes.includes(s as never));
    if (unknown.length > 0) {
      const has = product.sizes.length ? `its sizes are ${product.sizes.join(", ")}` : "it comes in one size";
      throw AppError.badRequest(`${product.name} has no size ${unknown.join(", ")}: ${has}.`);
    }
    const chosen = item.sizes.length ? new Set(item.sizes) : new Set<string>(product.sizes);
    return { ...item, product_name: product.name, sizes: product.sizes.filter((s) => chosen.has(s)) };
  });
}

/** Item ids with lines in orders that are not cancelled, and how many pieces each sold. */
export async function soldPieces(db: Database, storeId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      itemId: orderItems.teamStoreItemId,
      pieces: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.teamStoreId, storeId), ne(orders.status, "cancelled")))
    .groupBy(orderItems.teamStoreItemId);
  return new Map(rows.flatMap((r) => (r.itemId ? [[r.itemId, r.pieces] as const] : [])));
}

const termsOf = (i: {
  price: number;
  fundraising: number;
  personalisationFee: number;
  personalisation: string;
  personalisationRequired: boolean;
  maxNameLength: number;
  sizes: string[];
}) =>
  JSON.stringify([
    cents(i.price),
    cents(i.fundraising),
    cents(i.personalisationFee),
    i.personalisation,
    i.personalisationRequired,
    i.maxNameLength,
    [...i.sizes].sort(),
  ]);

/** After close: a sold item may be neither removed nor changed in what families ordered. */
export function checkSoldItemsKept(
  existing: (TeamStoreItem & { productName: string })[],
  next: CheckedItem[],
  sold: Map<string, number>,
): void {
  for (const item of existing) {
    const pieces = sold.get(item.id);
    if (!pieces) continue;
    const replacement = next.find((n) => n.product_id === item.productId);
    const why = `the store has closed and families ordered ${pieces} ${pieces === 1 ? "piece" : "pieces"} of it`;
    if (!replacement) throw AppError.conflict(`${item.productName} cannot be removed: ${why}.`);
    const changed =
      termsOf(item) !==
      termsOf({
        price: replacement.price,
        fundraising: replacement.fundraising,
        personalisationFee: replacement.personalisation_fee,
        personalisation: replacement.personalisation,
        personalisationRequired: replacement.personalisation_required,
        maxNameLength: replacement.max_name_length,
        sizes: replacement.sizes,
      });
    if (changed) {
      throw AppError.conflict(
        `The price, fee, fundraising, personalisation and sizes of ${item.productName} cannot change: ${why}.`,
      );
    }
  }
}
