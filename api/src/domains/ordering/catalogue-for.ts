import { type Database, products } from "@store/db";
import { inArray } from "drizzle-orm";
import { isUuid } from "../../common/not-found";
import { sizeFactsFor } from "../products/size-stock";
import type { CatalogueProduct } from "./price-order";

/**
 * The catalogue's facts for the products of a cart, with what each size adds to the price (ids
 * that are not uuids are simply unknown). Whether a size is left is decided by takeStock, in the
 * order's transaction, not here.
 */
export async function catalogueFor(
  db: Database,
  lines: readonly { product_id: string }[],
): Promise<Map<string, CatalogueProduct>> {
  const ids = [...new Set(lines.map((l) => l.product_id).filter(isUuid))];
  if (ids.length === 0) return new Map();
  const [rows, facts] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        inStock: products.inStock,
        sizes: products.sizes,
        category: products.category,
      })
      .from(products)
      .where(inArray(products.id, ids)),
    sizeFactsFor(db, ids),
  ]);
  return new Map(
    rows.map((row) => {
      const upcharges = Object.fromEntries(
        row.sizes.map((size) => [size, facts.get(`${row.id}|${size}`)?.upcharge ?? 0]),
      );
      return [row.id, { ...row, upcharges }];
    }),
  );
}
