import { type Database, productSizeOptions } from "@store/db";
import { inSizeOrder } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { type AdminSizeOptionDto, FEW_LEFT, type SizeOptionInput } from "./size-option-schemas";
import { type SizeFacts, sizeFactsFor } from "./size-stock";

/** Each of a product's sizes, in order, with its price and stock as staff see them. */
export function sizeOptionsOf(
  product: { id: string; price: number; sizes: string[] },
  facts: ReadonlyMap<string, SizeFacts>,
): AdminSizeOptionDto[] {
  return inSizeOrder(product.sizes).map((size) => {
    const { upcharge, stock, setAside } = facts.get(`${product.id}|${size}`) ?? {
      upcharge: 0,
      stock: null,
      setAside: 0,
    };
    // What a shopper can buy: the shelf less what is set aside for team batches and orders, which
    // checkout refuses to sell (size-stock.ts, takeStock).
    const forSale = stock === null ? null : Math.max(0, stock - setAside);
    return {
      size: size as AdminSizeOptionDto["size"],
      upcharge,
      // Whole cents, so 19.99 + 2 stays 21.99.
      price: (Math.round(product.price * 100) + Math.round(upcharge * 100)) / 100,
      stock,
      sold_out: forSale === 0,
      few_left: forSale !== null && forSale > 0 && forSale <= FEW_LEFT ? forSale : null,
    };
  });
}

/** What a shopper is told of a size: no exact count (decision 042). */
export const publicSizeOption = ({ stock: _count, ...shown }: AdminSizeOptionDto) => shown;

/** The size facts of these products, read in one query. */
export const sizeFactsOf = (db: Database, rows: readonly { id: string }[]) =>
  sizeFactsFor(
    db,
    rows.map((r) => r.id),
  );

/**
 * Replaces a product's size rows with what staff set, in the caller's transaction. A row is kept
 * only for a size the product still comes in that costs more or is counted: the table holds
 * nothing for a plain size.
 */
export async function saveSizeOptions(
  tx: Database,
  productId: string,
  sizes: readonly string[],
  options: readonly SizeOptionInput[],
): Promise<void> {
  await tx.delete(productSizeOptions).where(eq(productSizeOptions.productId, productId));
  const rows = options
    .filter((o) => sizes.includes(o.size) && (o.upcharge > 0 || o.stock !== null))
    .map((o) => ({ productId, size: o.size, upcharge: o.upcharge, stock: o.stock }));
  if (rows.length > 0) await tx.insert(productSizeOptions).values(rows);
}
