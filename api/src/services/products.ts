import { type Database, type Product, products } from "@store/db";
import { asc, eq } from "drizzle-orm";
import type { ProductDto, ProductListInput } from "../schemas/products";

export function toProductDto(row: Product): ProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    image_url: row.imageUrl,
    category: row.category,
    in_stock: row.inStock,
    created_at: row.createdAt.toISOString(),
  };
}

/** The catalogue, alphabetical, optionally narrowed to one category. */
export async function listProducts(db: Database, input: ProductListInput): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(input?.category ? eq(products.category, input.category) : undefined)
    .orderBy(asc(products.name));
  return rows.map(toProductDto);
}
