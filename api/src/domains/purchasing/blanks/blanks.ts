import { productBlanks, products, suppliers } from "@store/db";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../../../audit/record-audit";
import type { Paged } from "../../../common/admin-list";
import { containsAny } from "../../../common/sql-search";
import { AppError } from "../../../errors/app-error";
import type { ById, ChangeArgs, ReadArgs } from "../../service-args";
import { productSizes } from "../suppliers/styles";
import { findSupplier, uuidOrNil } from "../suppliers/suppliers";
import type {
  BlankListInput,
  BlankListItem,
  MappingState,
  ProductBlanksDto,
  ProductBlanksInput,
} from "./schemas";

// What each product is made from. Staff map a product once: one supplier, style and colour, and per
// size the supplier's SKU and cost. A save replaces the product's whole mapping in one transaction.

const sizeLabel = (size: string) => (size === "" ? "one size" : size);

/** A product's mapping, size by size in the product's own order. */
export async function getProductBlanks({ db, input }: ReadArgs<ById>): Promise<ProductBlanksDto> {
  const product = await productSizes(db, input.id);
  const [category] = await db
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, product.id));
  const rows = await db
    .select({ blank: productBlanks, supplierName: suppliers.name })
    .from(productBlanks)
    .innerJoin(suppliers, eq(suppliers.id, productBlanks.supplierId))
    .where(eq(productBlanks.productId, product.id));
  const bySize = new Map(rows.map((r) => [r.blank.size, r]));
  const first = rows.find((r) => product.sizes.includes(r.blank.size)) ?? rows[0];
  return {
    product: { id: product.id, name: product.name, category: category?.category ?? "" },
    supplier: first ? { id: first.blank.supplierId, name: first.supplierName } : null,
    style_number: first?.blank.styleNumber ?? null,
    color_name: first?.blank.colorName ?? null,
    sizes: product.sizes.map((size) => {
      const r = bySize.get(size);
      return { size, blank: r ? { sku: r.blank.sku, cost: r.blank.cost } : null };
    }),
    stale_sizes: rows.map((r) => r.blank.size).filter((size) => !product.sizes.includes(size)),
  };
}

/** What the audit keeps of a mapping. */
const audited = (m: ProductBlanksDto) =>
  m.supplier
    ? {
        supplier: m.supplier.name,
        style_number: m.style_number,
        color_name: m.color_name,
        sizes: Object.fromEntries(m.sizes.filter((s) => s.blank).map((s) => [s.size, s.blank])),
      }
    : null;

/**
 * Replaces a product's mapping: every size named must be one the product sells, each once. Sizes
 * left out become unmapped. Written with the audit entry, or not at all.
 */
export async function replaceProductBlanks({
  db,
  actor,
  input,
}: ChangeArgs<ProductBlanksInput>): Promise<ProductBlanksDto> {
  await db.transaction(async (tx) => {
    const product = await productSizes(tx, input.id);
    // Lock the product: two saves of one mapping run one after the other.
    await tx.execute(sql`select 1 from ${products} where ${products.id} = ${product.id} for update`);
    const supplier = await findSupplier(tx, input.supplier_id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND")
        throw AppError.badRequest("The supplier chosen no longer exists. Choose another supplier.", {
          supplier_id: "Choose a supplier from the list.",
        });
      throw error;
    });
    const seen = new Set<string>();
    for (const row of input.sizes) {
      if (!product.sizes.includes(row.size)) {
        const sells = product.sizes[0] === "" ? 'one size (send the size as "")' : product.sizes.join(", ");
        throw AppError.badRequest(
          `${product.name} is not sold in "${sizeLabel(row.size)}". Its sizes are: ${sells}.`,
        );
      }
      if (seen.has(row.size))
        throw AppError.badRequest(`${sizeLabel(row.size)} is listed twice. Give each size one SKU and cost.`);
      seen.add(row.size);
    }
    const before = await getProductBlanks({ db: tx, input: { id: product.id } });
    await tx.delete(productBlanks).where(eq(productBlanks.productId, product.id));
    if (input.sizes.length > 0)
      await tx.insert(productBlanks).values(
        input.sizes.map((row) => ({
          productId: product.id,
          size: row.size,
          supplierId: supplier.id,
          styleNumber: input.style_number,
          colorName: input.color_name,
          sku: row.sku,
          cost: row.cost,
        })),
      );
    const after = await getProductBlanks({ db: tx, input: { id: product.id } });
    await recordAudit(tx, actor, {
      action: "product.blanks",
      entity: "product",
      entityId: product.id,
      summary:
        input.sizes.length === 0
          ? `Removed what ${product.name} is made from`
          : `Mapped ${product.name} to ${supplier.name} ${input.style_number} ${input.color_name} (${input.sizes.length} of ${product.sizes.length} size${product.sizes.length === 1 ? "" : "s"})`,
      before: audited(before),
      after: audited(after),
    });
  });
  return getProductBlanks({ db, input: { id: input.id } });
}

// The mapping list: per product, its sizes (1 for a one-size product) and how many are mapped. The
// product's columns are named in full: inside a subquery a bare name could be the subquery's own.
const P_ID = sql.raw('"products"."id"');
const P_SIZES = sql.raw('"products"."sizes"');
const NEEDED = sql<number>`greatest(cardinality(${P_SIZES}), 1)`.mapWith(Number);
const MAPPED = sql<number>`(select count(*) from ${productBlanks} b where b.product_id = ${P_ID}
  and (b.size = any(${P_SIZES}) or (cardinality(${P_SIZES}) = 0 and b.size = '')))`.mapWith(Number);
const STATE = sql<MappingState>`case when ${MAPPED} = 0 then 'unmapped' when ${MAPPED} < ${NEEDED} then 'partly' else 'mapped' end`;
const STATE_RANK = sql`case when ${MAPPED} = 0 then 0 when ${MAPPED} < ${NEEDED} then 1 else 2 end`;
/** The product's one mapping row that names its supplier, style and colour. */
const FIRST_BLANK = (column: string) =>
  sql.raw(
    `(select b.${column} from product_blanks b where b.product_id = "products"."id" order by b.size limit 1)`,
  );

/** Products with their mapping state, not mapped first, filtered by state and supplier, paged by the database. */
export async function listProductBlanks({
  db,
  input,
}: ReadArgs<BlankListInput>): Promise<Paged<BlankListItem>> {
  const supplierId = FIRST_BLANK("supplier_id");
  const where: SQL | undefined = and(
    containsAny(input.search, [products.name, products.category]),
    input.state ? sql`${STATE} = ${input.state}` : undefined,
    input.supplier_id
      ? sql`exists (select 1 from ${productBlanks} b where b.product_id = ${P_ID} and b.supplier_id = ${uuidOrNil(input.supplier_id)})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        category: products.category,
        sizes: NEEDED,
        mapped: MAPPED,
        state: STATE,
        supplierId: sql<string | null>`${supplierId}`,
        supplierName: sql<string | null>`(select s.name from ${suppliers} s where s.id = ${supplierId})`,
        styleNumber: sql<string | null>`${FIRST_BLANK("style_number")}`,
        colorName: sql<string | null>`${FIRST_BLANK("color_name")}`,
      })
      .from(products)
      .where(where)
      .orderBy(STATE_RANK, sql`lower(${products.name})`, asc(products.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      sizes: r.sizes,
      mapped: r.mapped,
      state: r.state,
      supplier: r.supplierId && r.supplierName ? { id: r.supplierId, name: r.supplierName } : null,
      style_number: r.styleNumber,
      color_name: r.colorName,
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
