import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { money, partOf } from "./columns";
import { products } from "./products";

/**
 * What one size of a product adds to its price and how many are on the shelf. The product's
 * `sizes` array stays the list and order of its sizes; a row here exists only for a size with an
 * upcharge or a stock count. A null stock means the size is not counted (made to order).
 */
export const productSizeOptions = pgTable(
  "product_size_options",
  {
    productId: partOf("product_id", () => products.id),
    size: text("size").notNull(),
    upcharge: money("upcharge").notNull().default(0),
    stock: integer("stock"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check("product_size_options_upcharge_range", sql`${t.upcharge} >= 0 and ${t.upcharge} <= 1000`),
    check("product_size_options_stock_not_negative", sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export type ProductSizeOption = typeof productSizeOptions.$inferSelect;
