import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import type { ApparelSize, ProductCategory } from "../catalogue";
import { createdAt, id, money, updatedAt } from "./columns";

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    price: money("price").notNull(),
    imageUrl: text("image_url"),
    /** More pictures after the main one (image_url), in the order the product page shows them. */
    gallery: text("gallery").array().notNull().default(sql`'{}'::text[]`),
    /** One of the catalogue's categories: every write goes through the api's product schema. */
    category: text("category").$type<ProductCategory>().notNull(),
    inStock: boolean("in_stock").default(true),
    /** The sizes it is sold in (labels of the sizing guides); empty for one-size items. */
    sizes: text("sizes").array().$type<ApparelSize[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("products_category_idx").on(t.category), index("products_created_at_idx").on(t.createdAt)],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
