import { type Database, productSizeOptions, stockReservations } from "@store/db";
import { type AnyColumn, and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { catalogueChanged } from "../../read-model/catalogue-changed";
import { FEW_LEFT } from "./size-option-schemas";

/** A quantity of one product in one size, as an order line or a change to one asks for it. */
export interface StockLine {
  productId: string;
  productName: string;
  size: string | null;
  quantity: number;
}

/** What a product's sizes add to its price and how many are left (null: not counted). */
export interface SizeFacts {
  upcharge: number;
  /** On the shelf. */
  stock: number | null;
  /** Of those, set aside for team batches and orders (blanks, decision 091): not for sale. */
  setAside: number;
}

const keyOf = (productId: string, size: string) => `${productId}|${size}`;

/** What a shopper is told of a counted size with this many left: sold out, only N left, or nothing. */
const shownOf = (stock: number) => (stock <= FEW_LEFT ? stock : FEW_LEFT + 1);

/**
 * The public catalogue (cached, decision 024) shows sold-out sizes and "only N left" of what is for
 * sale (the shelf less what is set aside): a stock change that alters what it shows raises its
 * version, in the same transaction; one that does not (40 left becoming 39) leaves the cache alone,
 * so a busy day's checkouts do not empty it.
 */
async function shownChanged(tx: Database, changes: { before: number; after: number }[]): Promise<void> {
  if (changes.some(({ before, after }) => shownOf(before) !== shownOf(after))) {
    await catalogueChanged(tx, "products");
  }
}

/** Each product's per-size upcharge and stock, by "productId|size"; sizes without a row are absent. */
export async function sizeFactsFor(db: Database, productIds: string[]): Promise<Map<string, SizeFacts>> {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)];
  const held = db
    .select({
      productId: stockReservations.productId,
      size: stockReservations.size,
      quantity: sql<number>`sum(${stockReservations.quantity})::int`.as("quantity"),
    })
    .from(stockReservations)
    .where(and(inArray(stockReservations.productId, ids), isNull(stockReservations.usedAt)))
    .groupBy(stockReservations.productId, stockReservations.size)
    .as("held");
  const rows = await db
    .select({
      productId: productSizeOptions.productId,
      size: productSizeOptions.size,
      upcharge: productSizeOptions.upcharge,
      stock: productSizeOptions.stock,
      setAside: held.quantity,
    })
    .from(productSizeOptions)
    .leftJoin(
      held,
      and(eq(held.productId, productSizeOptions.productId), eq(held.size, productSizeOptions.size)),
    )
    .where(inArray(productSizeOptions.productId, ids));
  return new Map(
    rows.map((r) => [
      keyOf(r.productId, r.size),
      { upcharge: r.upcharge, stock: r.stock, setAside: Number(r.setAside ?? 0) },
    ]),
  );
}

/** The same product and size asked for twice counts once, in a fixed order (no lock cycles). */
function merged(lines: StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    if (line.size === null || line.quantity <= 0) continue;
    const key = keyOf(line.productId, line.size);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, line]) => line);
}

/**
 * What is set aside on a size's shelf for team batches and orders (blanks, issue 42), not yet used:
 * of one product and size, or of the row a query is on (its columns).
 */
const setAside = (productId: string | AnyColumn, size: string | AnyColumn) =>
  sql<number>`(select coalesce(sum(${stockReservations.quantity}), 0)::int from ${stockReservations}
    where ${stockReservations.productId} = ${productId} and ${stockReservations.size} = ${size}
    and ${isNull(stockReservations.usedAt)})`;

/** A counted size's set-aside stock, for a query over `product_size_options` (staff's home). */
export const setAsideOfSize = () => setAside(productSizeOptions.productId, productSizeOptions.size);

/** What a counted size has for sale: the shelf less what is set aside (null: not counted). */
export const forSaleOfSize = () =>
  // Not greatest() alone: it skips a null, and would call a size nobody counts "0 left".
  sql<number | null>`case when ${productSizeOptions.stock} is null then null
    else greatest(0, ${productSizeOptions.stock} - ${setAsideOfSize()}) end`;

/**
 * Takes counted sizes off the shelf in the caller's transaction, so the order and the stock change
 * are saved together. Each decrement is one guarded UPDATE: of two shoppers after the last one,
 * the second waits for the first's row lock, sees 0 and is refused. Stock set aside for a team's
 * batch is not for sale. Refuses naming every size that is short, with what is left; sizes that
 * are not counted are not limited.
 */
export async function takeStock(tx: Database, lines: StockLine[]): Promise<void> {
  const short: string[] = [];
  const changes: { before: number; after: number }[] = [];
  for (const line of merged(lines)) {
    const size = line.size as string;
    const match = and(eq(productSizeOptions.productId, line.productId), eq(productSizeOptions.size, size));
    const taken = await tx
      .update(productSizeOptions)
      .set({ stock: sql`${productSizeOptions.stock} - ${line.quantity}` })
      .where(
        and(
          match,
          isNotNull(productSizeOptions.stock),
          sql`${productSizeOptions.stock} - ${setAside(line.productId, size)} >= ${line.quantity}`,
        ),
      )
      .returning({ stock: productSizeOptions.stock, setAside: setAside(line.productId, size) });
    const [after] = taken;
    if (after) {
      const forSale = (after.stock ?? 0) - Number(after.setAside);
      changes.push({ before: forSale + line.quantity, after: forSale });
      continue;
    }
    const [counted] = await tx
      .select({ stock: productSizeOptions.stock, setAside: setAside(line.productId, size) })
      .from(productSizeOptions)
      .where(and(match, isNotNull(productSizeOptions.stock)));
    if (!counted) continue;
    const left = Math.max(0, (counted.stock ?? 0) - Number(counted.setAside));
    short.push(`"${line.productName}" in ${size} (${left === 0 ? "sold out" : `only ${left} left`})`);
  }
  if (short.length > 0) {
    throw AppError.conflict(
      `Not enough in stock: ${short.join(", ")}. Choose another size or a smaller quantity.`,
    );
  }
  await shownChanged(tx, changes);
}

/** Puts sizes back on the shelf (a line removed or made smaller, an order cancelled). */
export async function returnStock(tx: Database, lines: StockLine[]): Promise<void> {
  const changes: { before: number; after: number }[] = [];
  for (const line of merged(lines)) {
    const returned = await tx
      .update(productSizeOptions)
      .set({ stock: sql`${productSizeOptions.stock} + ${line.quantity}` })
      .where(
        and(
          eq(productSizeOptions.productId, line.productId),
          eq(productSizeOptions.size, line.size as string),
          isNotNull(productSizeOptions.stock),
        ),
      )
      .returning({
        stock: productSizeOptions.stock,
        setAside: setAside(line.productId, line.size as string),
      });
    for (const { stock, setAside: held } of returned) {
      const forSale = Math.max(0, (stock ?? 0) - Number(held));
      changes.push({ before: Math.max(0, forSale - line.quantity), after: forSale });
    }
  }
  await shownChanged(tx, changes);
}
