import { type Database, type Product, products } from "@store/db";
import { asc, eq } from "drizzle-orm";
import type { ProductDto, ProductInput, ProductListInput } from "../schemas/products";
import { isUuid, notFound } from "./not-found";

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

const toColumns = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  imageUrl: input.image_url,
  category: input.category,
  ...(input.in_stock === undefined ? {} : { inStock: input.in_stock }),
});

/** The catalogue, alphabetical, optionally narrowed to one category. */
export async function listProducts(db: Database, input: ProductListInput): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(input?.category ? eq(products.category, input.category) : undefined)
    .orderBy(asc(products.name));
  return rows.map(toProductDto);
}

export async function getProduct(db: Database, id: string): Promise<ProductDto> {
  const [row] = isUuid(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
  if (!row) throw notFound("product", id);
  return toProductDto(row);
}

export async function createProduct(db: Database, input: ProductInput): Promise<ProductDto> {
  const [row] = await db.insert(products).values(toColumns(input)).returning();
  if (!row) throw new Error("product insert returned no row");
  return toProductDto(row);
}

export async function updateProduct(db: Database, id: string, input: ProductInput): Promise<ProductDto> {
  const [row] = isUuid(id)
    ? await db.update(products).set(toColumns(input)).where(eq(products.id, id)).returning()
    : [];
  if (!row) throw notFound("product", id);
  return toProductDto(row);
}

/** Deletes a product; past orders keep its name and price on their lines. */
export async function deleteProduct(db: Database, id: string): Promise<{ id: string }> {
  const [row] = isUuid(id)
    ? await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
    : [];
  if (!row) throw notFound("product", id);
  return row;
}
