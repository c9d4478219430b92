import { type Database, products, supplierStyles } from "@store/db";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../../audit/record-audit";
import type { Paged } from "../../../common/admin-list";
import { containsAny } from "../../../common/sql-search";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs, ReadArgs } from "../../service-args";
import type { StyleImportDto, StyleMatchDto, SupplierStyleDto } from "./schemas";
import { MAX_STYLE_FILE_BYTES, matchSize, readStyleList } from "./style-list";
import { findSupplier, uuidOrNil } from "./suppliers";

// A supplier's style list: imported from its CSV (all or nothing, upserted by SKU), read a page at a
// time, and matched to a product's sizes so the mapping form fills SKUs and costs from it.

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters (6 per row). */
const CHUNK = 2000;

async function textOf(source: File | string): Promise<string> {
  const bytes = typeof source === "string" ? Buffer.byteLength(source) : source.size;
  if (bytes > MAX_STYLE_FILE_BYTES)
    throw AppError.payloadTooLarge(
      `The style list is ${(bytes / 1024 / 1024).toFixed(1)} MB; send at most ${MAX_STYLE_FILE_BYTES / 1024 / 1024} MB (split it by brand or style).`,
    );
  return typeof source === "string" ? source : source.text();
}

/**
 * Imports a style list: every row is checked first, then all are written in one transaction, each
 * SKU added or brought up to date. A bad row refuses the whole file and writes nothing.
 */
export async function importSupplierStyles({
  db,
  actor,
  input,
}: ChangeArgs<{ id: string; source: File | string }>): Promise<StyleImportDto> {
  const supplier = await findSupplier(db, input.id);
  const read = readStyleList(await textOf(input.source));
  if (!read.ok) throw AppError.badRequest(`Nothing was imported. ${read.message}`);
  let added = 0;
  await db.transaction(async (tx) => {
    await findSupplier(tx, supplier.id);
    const now = new Date();
    for (let start = 0; start < read.rows.length; start += CHUNK) {
      const written = await tx
        .insert(supplierStyles)
        .values(
          read.rows
            .slice(start, start + CHUNK)
            .map((row) => ({ ...row, supplierId: supplier.id, importedAt: now })),
        )
        .onConflictDoUpdate({
          target: [supplierStyles.supplierId, supplierStyles.sku],
          set: {
            styleNumber: sql`excluded.style_number`,
            colorName: sql`excluded.color_name`,
            size: sql`excluded.size`,
            cost: sql`excluded.cost`,
            importedAt: sql`excluded.imported_at`,
          },
        })
        // A row PostgreSQL inserted has no xmax; an updated one has the updating transaction's.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      added += written.filter((w) => w.inserted).length;
    }
    await recordAudit(tx, actor, {
      action: "supplier.styles_import",
      entity: "supplier",
      entityId: supplier.id,
      summary: `Imported ${read.rows.length} style-list rows for ${supplier.name}`,
      before: null,
      after: { rows: read.rows.length, added, updated: read.rows.length - added },
    });
  });
  return { supplier_id: supplier.id, rows: read.rows.length, added, updated: read.rows.length - added };
}

const styleDto = (row: typeof supplierStyles.$inferSelect): SupplierStyleDto => ({
  style_number: row.styleNumber,
  color_name: row.colorName,
  size: row.size,
  sku: row.sku,
  cost: row.cost,
  imported_at: row.importedAt.toISOString(),
});

/** A supplier's style list a page at a time, by style, colour and SKU. */
export async function listSupplierStyles({
  db,
  input,
}: ReadArgs<{ id: string; page: number; page_size: number; search?: string | undefined }>): Promise<
  Paged<SupplierStyleDto>
> {
  const supplier = await findSupplier(db, input.id);
  const where = and(
    eq(supplierStyles.supplierId, supplier.id),
    containsAny(input.search, [
      supplierStyles.styleNumber,
      supplierStyles.colorName,
      supplierStyles.sku,
      supplierStyles.size,
    ]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supplierStyles)
      .where(where)
      .orderBy(asc(supplierStyles.styleNumber), asc(supplierStyles.colorName), asc(supplierStyles.sku))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(supplierStyles).where(where),
  ]);
  return { items: rows.map(styleDto), total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

/** The product's sizes, or a 404. */
export async function productSizes(
  db: Database,
  id: string,
): Promise<{ id: string; name: string; sizes: string[] }> {
  const [product] = await db
    .select({ id: products.id, name: products.name, sizes: products.sizes })
    .from(products)
    .where(eq(products.id, uuidOrNil(id)));
  if (!product) throw AppError.notFound("No such product: it may have been deleted. Reload the list.");
  return { ...product, sizes: product.sizes.length > 0 ? product.sizes : [""] };
}

/**
 * A style and colour's rows in the supplier's list (style and colour compared without regard to
 * capitals), and with a product, the row for each of its sizes (style-list.ts's matchSize).
 */
export async function matchSupplierStyle({
  db,
  input,
}: ReadArgs<{
  id: string;
  style: string;
  color: string;
  product_id?: string | undefined;
}>): Promise<StyleMatchDto> {
  const supplier = await findSupplier(db, input.id);
  const product = input.product_id ? await productSizes(db, input.product_id) : undefined;
  const rows = await db
    .select()
    .from(supplierStyles)
    .where(
      and(
        eq(supplierStyles.supplierId, supplier.id),
        sql`lower(${supplierStyles.styleNumber}) = lower(${input.style})`,
        sql`lower(${supplierStyles.colorName}) = lower(${input.color})`,
      ),
    )
    .orderBy(asc(supplierStyles.sku))
    .limit(200);
  const first = rows[0];
  return {
    style_number: first?.styleNumber ?? input.style,
    color_name: first?.colorName ?? input.color,
    rows: rows.map((r) => ({ size: r.size, sku: r.sku, cost: r.cost })),
    sizes: (product?.sizes ?? []).map((size, _, sizes) => {
      // A one-size product takes the style's only row, if it has just one.
      const found =
        size === ""
          ? rows.length === 1
            ? rows[0]
            : undefined
          : matchSize(
              size,
              rows,
              sizes.every((s) => s.startsWith("Youth")),
            );
      return { size, sku: found?.sku ?? null, cost: found?.cost ?? null };
    }),
  };
}
