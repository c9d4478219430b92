import {
  auditEntries,
  type Database,
  outboxEmails,
  productSizeOptions,
  purchaseOrderLines,
  purchaseOrderLineUses,
  purchaseOrderReceipts,
  purchaseOrders,
  suppliers,
} from "@store/db";
import type { PurchaseOrderStatus, SupplierFileFormat } from "@store/db/catalogue";
import { insertProduct } from "@store/db/seed";
import { count, eq } from "drizzle-orm";

/** A supplier as Suppliers would store it; a unique name per call. */
export async function makeSupplier(
  db: Database,
  values: Partial<{
    name: string;
    repEmail: string | null;
    accountNumber: string | null;
    fileFormat: SupplierFileFormat;
  }> = {},
) {
  const [row] = await db
    .insert(suppliers)
    .values({
      name: values.name ?? `Supplier ${crypto.randomUUID().slice(0, 6)}`,
      accountNumber: values.accountNumber === undefined ? "ACCT-77" : values.accountNumber,
      repEmail: values.repEmail === undefined ? "rep@supplier.example" : values.repEmail,
      fileFormat: values.fileFormat ?? "csv",
    })
    .returning();
  if (!row) throw new Error("supplier insert returned no row");
  return row;
}

/**
 * A purchase order made directly (not through the need): a product with two counted sizes, a
 * supplier, and lines for them; its status as asked. For tests of everything after drafting.
 */
export async function makePurchaseOrder(
  db: Database,
  opts: {
    status?: PurchaseOrderStatus;
    supplier?: Awaited<ReturnType<typeof makeSupplier>>;
    lines?: { size: string; quantity: number; sku?: string; cost?: number }[];
    batchId?: string;
  } = {},
) {
  const supplier = opts.supplier ?? (await makeSupplier(db));
  const product = await insertProduct(db, {
    name: `Practice Tee ${crypto.randomUUID().slice(0, 4)}`,
    sizes: ["Youth M", "Adult L"],
  });
  await db.insert(productSizeOptions).values([
    { productId: product.id, size: "Youth M", stock: 0 },
    { productId: product.id, size: "Adult L", stock: 0 },
  ]);
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      supplierId: supplier.id,
      status: opts.status ?? "draft",
      ...(opts.status === "sent" ? { sentAt: new Date() } : {}),
    })
    .returning();
  if (!po) throw new Error("purchase order insert returned no row");
  const wanted = opts.lines ?? [
    { size: "Youth M", quantity: 10 },
    { size: "Adult L", quantity: 4 },
  ];
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      wanted.map((l, i) => ({
        purchaseOrderId: po.id,
        productId: product.id,
        productName: product.name,
        size: l.size,
        styleNumber: "5000",
        colorName: "Navy",
        sku: l.sku ?? `B0076-${i}-${crypto.randomUUID().slice(0, 4)}`,
        unitCost: l.cost ?? 2.5,
        quantityOrdered: l.quantity,
      })),
    )
    .returning();
  if (opts.batchId)
    await db
      .insert(purchaseOrderLineUses)
      .values(lines.map((l) => ({ lineId: l.id, batchId: opts.batchId, quantity: l.quantityOrdered })));
  return { po, supplier, product, lines };
}

/** Everything a refused call must leave as it was, for one purchase order. */
export async function purchaseOrderState(db: Database, id: string) {
  const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const lines = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, id))
    .orderBy(purchaseOrderLines.sku);
  const [receipts] = await db
    .select({ n: count() })
    .from(purchaseOrderReceipts)
    .where(eq(purchaseOrderReceipts.purchaseOrderId, id));
  const [audits] = await db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.entityId, id));
  const [mails] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, "purchase_order.sent"));
  const stock = await db
    .select()
    .from(productSizeOptions)
    .orderBy(productSizeOptions.productId, productSizeOptions.size);
  return { po, lines, receipts: receipts?.n, audits: audits?.n, mails: mails?.n, stock };
}
