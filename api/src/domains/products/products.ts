import { type Database, type Product, products } from "@store/db";
import { defaultSizesFor, inSizeOrder } from "@store/db/catalogue";
import { asc, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import type { ById, ChangeArgs, ReadArgs } from "../service-args";
import { type Actor, recordAudit } from "../staff/audit-records";
import { publicSizeOption, saveSizeOptions, sizeFactsOf, sizeOptionsOf } from "./product-sizes";
import type { AdminProductDto, ProductDto, ProductInput, ProductListInput } from "./schemas";
import type { SizeFacts } from "./size-stock";

/**
 * A product as its audit entry keeps it: each size's upcharge and stock, not the prices derived
 * from them, so a new product price reads as one change rather than one per size too.
 */
function forAudit(product: AdminProductDto) {
  return {
    ...product,
    size_options: product.size_options.map(({ size, upcharge, stock }) => ({ size, upcharge, stock })),
  };
}

const done = { create: "Created", update: "Updated", delete: "Deleted" } as const;

/** The audit entry of one change to a product, named by its name. */
const audit = (
  tx: Database,
  actor: Actor,
  verb: keyof typeof done,
  row: Product,
  before: AdminProductDto | null,
  after: AdminProductDto | null,
) =>
  recordAudit(tx, actor, {
    action: `product.${verb}`,
    entity: "product",
    entityId: row.id,
    summary: `${done[verb]} product "${row.name}".`,
    before: before && forAudit(before),
    after: after && forAudit(after),
  });

/** A product as staff see it, with each size's exact stock (`facts`: from sizeFactsFor). */
export function toAdminProductDto(row: Product, facts: ReadonlyMap<string, SizeFacts>): AdminProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    image_url: row.imageUrl,
    gallery: row.gallery,
    category: row.category,
    in_stock: row.inStock,
    sizes: inSizeOrder(row.sizes),
    created_at: row.createdAt.toISOString(),
    size_options: sizeOptionsOf(row, facts),
  };
}

/** A product as shoppers see it: whether a size is sold out, not how many are left (decision 042). */
export function toProductDto(row: Product, facts: ReadonlyMap<string, SizeFacts>): ProductDto {
  const product = toAdminProductDto(row, facts);
  return { ...product, size_options: product.size_options.map(publicSizeOption) };
}

const adminProductDto = async (db: Database, row: Product) =>
  toAdminProductDto(row, await sizeFactsOf(db, [row]));

/** Products as staff see them, their sizes read in one query. */
export async function adminProductDtos(db: Database, rows: Product[]): Promise<AdminProductDto[]> {
  const facts = await sizeFactsOf(db, rows);
  return rows.map((row) => toAdminProductDto(row, facts));
}

const toColumns = (input: ProductInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  imageUrl: input.image_url,
  gallery: input.gallery ?? [],
  category: input.category,
  ...(input.in_stock === undefined ? {} : { inStock: input.in_stock }),
  ...(input.sizes === undefined ? {} : { sizes: inSizeOrder(input.sizes) }),
});

/** The catalogue, alphabetical, optionally narrowed to one category. */
export async function listProducts({ db, input }: ReadArgs<ProductListInput>): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(input?.category ? eq(products.category, input.category) : undefined)
    .orderBy(asc(products.name));
  const facts = await sizeFactsOf(db, rows);
  return rows.map((row) => toProductDto(row, facts));
}

export async function getProduct({ db, input: { id } }: ReadArgs<ById>): Promise<ProductDto> {
  const [row] = isUuid(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
  if (!row) throw notFound("product", id);
  return toProductDto(row, await sizeFactsOf(db, [row]));
}

export async function createProduct({
  db,
  actor,
  input,
}: ChangeArgs<ProductInput>): Promise<AdminProductDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ sizes: defaultSizesFor(input.category), ...toColumns(input) })
      .returning();
    if (!row) throw new Error("product insert returned no row");
    await saveSizeOptions(tx, row.id, row.sizes, input.size_options ?? []);
    const after = await adminProductDto(tx, row);
    await audit(tx, actor, "create", row, null, after);
    return after;
  });
}

export async function updateProduct({
  db,
  actor,
  input: { id, ...input },
}: ChangeArgs<ProductInput & ById>): Promise<AdminProductDto> {
  if (!isUuid(id)) throw notFound("product", id);
  return db.transaction(async (tx) => {
    // Read and locked first: `before` is the row this update really replaces.
    const [old] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!old) throw notFound("product", id);
    // PUT replaces every editable field (decision 026): what is left out goes back to its default.
    const before = await adminProductDto(tx, old);
    const replaced = { inStock: true, sizes: defaultSizesFor(input.category), ...toColumns(input) };
    // Size rows before the product's row change (whose trigger locks the catalogue version): the
    // order a checkout takes its locks in (product, sizes, version), so the two never deadlock.
    await saveSizeOptions(tx, id, replaced.sizes, input.size_options ?? []);
    const [row] = await tx.update(products).set(replaced).where(eq(products.id, id)).returning();
    if (!row) throw notFound("product", id);
    const after = await adminProductDto(tx, row);
    await audit(tx, actor, "update", row, before, after);
    return after;
  });
}

/** Deletes a product; past orders keep its name and price on their lines. */
export async function deleteProduct({ db, actor, input: { id } }: ChangeArgs<ById>): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound("product", id);
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!old) throw notFound("product", id);
    const before = await adminProductDto(tx, old);
    // Sizes first, then the product (and its trigger's version bump): the order checkout locks in.
    await saveSizeOptions(tx, id, [], []);
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!row) throw notFound("product", id);
    await audit(tx, actor, "delete", row, before, null);
    return { id: row.id };
  });
}
