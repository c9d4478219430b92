import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { productBlanks, type Supplier, supplierStyles, suppliers } from "../schema/index";

// Suppliers and what products are made from, for the seed, the API tests and the e2e fixtures.

let supplierCounter = 0;

/** A supplier; a unique name unless one is given. */
export async function makeSupplier(
  db: Database,
  values: Partial<typeof suppliers.$inferInsert> = {},
): Promise<Supplier> {
  supplierCounter += 1;
  const [row] = await db
    .insert(suppliers)
    .values({
      name: `Supplier ${supplierCounter}-${crypto.randomUUID().slice(0, 6)}`,
      leadDays: 2,
      fileFormat: "csv",
      ...values,
    })
    .returning();
  if (!row) throw new Error("supplier insert returned no row");
  return row;
}

/** Rows of a supplier's style list, as an import would leave them. */
export async function addSupplierStyles(
  db: Database,
  supplier: { id: string },
  rows: { styleNumber: string; colorName: string; size: string; sku: string; cost: number }[],
): Promise<void> {
  if (rows.length > 0)
    await db.insert(supplierStyles).values(rows.map((r) => ({ ...r, supplierId: supplier.id })));
}

export interface BlankMapping {
  product: { id: string; sizes: readonly string[] };
  supplier: { id: string };
  styleNumber?: string;
  colorName?: string;
  /** The sizes to map (default: every size of the product, or "" for a one-size product). */
  sizes?: readonly string[];
  /** One cost for every size, or per size (default 3.5). */
  cost?: number | Record<string, number>;
  /** The SKU of a size (default style-colour-size). */
  sku?: (size: string) => string;
}

/** Maps a product's sizes to a supplier's style and colour, replacing what it was mapped to. */
export async function mapProductBlanks(db: Database, mapping: BlankMapping): Promise<void> {
  const styleNumber = mapping.styleNumber ?? "G500";
  const colorName = mapping.colorName ?? "Navy";
  const sizes = mapping.sizes ?? (mapping.product.sizes.length > 0 ? mapping.product.sizes : [""]);
  const costOf = (size: string) =>
    typeof mapping.cost === "number" ? mapping.cost : (mapping.cost?.[size] ?? 3.5);
  const skuOf =
    mapping.sku ?? ((size: string) => `${styleNumber}-${colorName}-${size || "OS"}`.replace(/\s+/g, ""));
  await db.delete(productBlanks).where(eq(productBlanks.productId, mapping.product.id));
  if (sizes.length === 0) return;
  await db.insert(productBlanks).values(
    sizes.map((size) => ({
      productId: mapping.product.id,
      size,
      supplierId: mapping.supplier.id,
      styleNumber,
      colorName,
      sku: skuOf(size),
      cost: costOf(size),
    })),
  );
}
