import { type Database, products } from "@store/db";
import { asc, count, desc, type SQL, sql } from "drizzle-orm";
import type { Paged } from "../../common/admin-list";
import { containsAny } from "../../common/sql-search";
import type { ReadArgs } from "../service-args";
import { adminProductDtos } from "./products";
import type { AdminProductDto, ProductAdminListInput, ProductStats } from "./schemas";

/** Spec §9: the Low Stock tile is a fixed figure, there is no stock count to compute it from. */
const LOW_STOCK = 6;

function productFilter({ search }: ProductAdminListInput): SQL | undefined {
  return containsAny(search, [products.name, products.description, products.category]);
}

function productSort({ sort, dir }: ProductAdminListInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = {
    created_at: products.createdAt,
    name: sql`lower(${products.name})`,
    price: products.price,
    category: products.category,
  }[sort];
  // The id breaks ties, so a row never shows on two pages.
  return [by(column), by(products.id)];
}

/** One page of the admin products table, in the requested order, and how many match in all. */
export async function listProductPage({
  db,
  input,
}: ReadArgs<ProductAdminListInput>): Promise<Paged<AdminProductDto>> {
  const where = productFilter(input);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...productSort(input))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: await adminProductDtos(db, rows),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** The products screen's tiles (spec §2, §9), counted by the database. */
export async function productStats({ db }: { db: Database }): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: count(),
      inStock: sql<number>`count(*) filter (where ${products.inStock} is distinct from false)`.mapWith(
        Number,
      ),
      // numeric arrives as exact text; rounded to cents by the database.
      avg: sql<string>`coalesce(round(avg(${products.price}), 2), 0)`,
    })
    .from(products);
  return {
    total_products: row?.total ?? 0,
    in_stock: row?.inStock ?? 0,
    low_stock: LOW_STOCK,
    avg_price: Number(row?.avg ?? 0),
  };
}
