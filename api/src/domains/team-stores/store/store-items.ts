import { type Database, products, teamStoreItems } from "@store/db";
import { asc, eq } from "drizzle-orm";

// A store's items with their products: what the family page, the checkout, the flyer and the reorder price.

/** A store's items with their products, in the store's order. */
export async function itemsOf(db: Database, storeId: string) {
  return db
    .select({
      item: teamStoreItems,
      productName: products.name,
      productImage: products.imageUrl,
      productCategory: products.category,
    })
    .from(teamStoreItems)
    .innerJoin(products, eq(products.id, teamStoreItems.productId))
    .where(eq(teamStoreItems.storeId, storeId))
    .orderBy(asc(teamStoreItems.position), asc(teamStoreItems.id));
}

export type StoreItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
