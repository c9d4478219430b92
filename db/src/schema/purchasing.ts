import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { purchaseOrderStatuses, supplierFileFormats } from "../catalogue/production";
import { createdAt, id, moment, money, partOf, updatedAt } from "./columns";
import { orders } from "./orders";
import { products } from "./products";
import { teamStoreBatches } from "./team-stores";
import { users } from "./users";

export const purchaseOrderStatus = pgEnum("purchase_order_status", purchaseOrderStatuses);
export const supplierFileFormat = pgEnum("supplier_file_format", supplierFileFormats);

/** A wholesaler the shop buys blank garments from (S&S Activewear, SanMar, alphabroder…). */
export const suppliers = pgTable(
  "suppliers",
  {
    id: id(),
    name: text("name").notNull(),
    accountNumber: text("account_number"),
    /** Where purchase orders are e-mailed: the shop's rep at the supplier. */
    repEmail: text("rep_email"),
    /** The supplier's daily order cut-off in the shop's time ("14:00"); later orders ship a day later. */
    orderCutoff: text("order_cutoff"),
    /** Days from ordering to the goods at the shop's door. */
    leadDays: integer("lead_days").notNull().default(2),
    fileFormat: supplierFileFormat("file_format").notNull().default("csv"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("suppliers_name_unique").on(sql`lower(${t.name})`),
    check("suppliers_lead_days_range", sql`${t.leadDays} >= 0 and ${t.leadDays} <= 60`),
  ],
);

/** A row of a supplier's style list as imported from its CSV: what one SKU is and costs. */
export const supplierStyles = pgTable(
  "supplier_styles",
  {
    id: id(),
    supplierId: partOf("supplier_id", () => suppliers.id),
    styleNumber: text("style_number").notNull(),
    colorName: text("color_name").notNull(),
    size: text("size").notNull(),
    sku: text("sku").notNull(),
    cost: money("cost").notNull(),
    importedAt: moment("imported_at").notNull().defaultNow(),
  },
  (t) => [
    unique("supplier_styles_sku").on(t.supplierId, t.sku),
    index("supplier_styles_style_idx").on(t.supplierId, t.styleNumber, t.colorName),
  ],
);

/**
 * What one size of a product is made from: the supplier's style, colour, SKU and cost. Staff map a
 * product once; one supplier per product and size. `size` is "" for a one-size product.
 */
export const productBlanks = pgTable(
  "product_blanks",
  {
    productId: partOf("product_id", () => products.id),
    size: text("size").notNull(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    styleNumber: text("style_number").notNull(),
    colorName: text("color_name").notNull(),
    sku: text("sku").notNull(),
    cost: money("cost").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("product_blanks_product_size").on(t.productId, t.size),
    index("product_blanks_supplier_idx").on(t.supplierId),
    check("product_blanks_cost_range", sql`${t.cost} >= 0`),
  ],
);

/** Purchase order numbers people read out on the phone: PO-1001, PO-1002, ... */
export const purchaseOrderNumbers = pgSequence("purchase_order_numbers", { startWith: 1001 });

/** An order for blank garments from one supplier, for the batches and orders it serves. */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: id(),
    number: integer("number").notNull().unique().default(sql`nextval('purchase_order_numbers')`),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    status: purchaseOrderStatus("status").notNull().default("draft"),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: moment("sent_at"),
    receivedAt: moment("received_at"),
    cancelledAt: moment("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("purchase_orders_status_idx").on(t.status, t.createdAt)],
);

// A need, a use of goods and a reservation belong to exactly one frozen batch or one order.
const source = () => ({
  batchId: uuid("batch_id").references((): AnyPgColumn => teamStoreBatches.id, { onDelete: "cascade" }),
  orderId: uuid("order_id").references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
});
const oneSource = (name: string, t: { batchId: unknown; orderId: unknown }) =>
  check(name, sql`num_nonnulls(${t.batchId}, ${t.orderId}) = 1`);

/** One line of a purchase order: a SKU and how many were ordered and have arrived. */
export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: id(),
    purchaseOrderId: partOf("purchase_order_id", () => purchaseOrders.id),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    size: text("size").notNull(),
    styleNumber: text("style_number").notNull(),
    colorName: text("color_name").notNull(),
    sku: text("sku").notNull(),
    unitCost: money("unit_cost").notNull(),
    quantityOrdered: integer("quantity_ordered").notNull(),
    quantityReceived: integer("quantity_received").notNull().default(0),
    /** Why fewer (or more) arrived than ordered: "backordered", "2 arrived damaged". */
    shortageReason: text("shortage_reason"),
    /** What the supplier sent instead, when it substituted ("G500 Navy for G800 Navy"). */
    substitute: text("substitute"),
  },
  (t) => [
    unique("purchase_order_lines_sku").on(t.purchaseOrderId, t.sku),
    check("purchase_order_lines_ordered_positive", sql`${t.quantityOrdered} > 0`),
    check("purchase_order_lines_received_not_negative", sql`${t.quantityReceived} >= 0`),
  ],
);

/** Which batch or order a purchase order line's pieces are for (the need it was made from). */
export const purchaseOrderLineUses = pgTable(
  "purchase_order_line_uses",
  {
    id: id(),
    lineId: partOf("line_id", () => purchaseOrderLines.id),
    ...source(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    oneSource("purchase_order_line_uses_one_source", t),
    check("purchase_order_line_uses_quantity_positive", sql`${t.quantity} > 0`),
    index("purchase_order_line_uses_batch_idx").on(t.batchId),
    index("purchase_order_line_uses_order_idx").on(t.orderId),
  ],
);

/** One count at the door: who counted what arrived against a purchase order, and when. */
export const purchaseOrderReceipts = pgTable("purchase_order_receipts", {
  id: id(),
  purchaseOrderId: partOf("purchase_order_id", () => purchaseOrders.id),
  receivedBy: uuid("received_by").references(() => users.id, { onDelete: "set null" }),
  note: text("note"),
  createdAt: createdAt(),
});

export const purchaseOrderReceiptLines = pgTable(
  "purchase_order_receipt_lines",
  {
    id: id(),
    receiptId: partOf("receipt_id", () => purchaseOrderReceipts.id),
    lineId: partOf("line_id", () => purchaseOrderLines.id),
    quantity: integer("quantity").notNull(),
    reason: text("reason"),
    substitute: text("substitute"),
  },
  (t) => [check("purchase_order_receipt_lines_quantity", sql`${t.quantity} >= 0`)],
);

/**
 * Shelf stock set aside for a batch or an order: a size's stock that can still be used is its count
 * less what is reserved, so two batches never count the same shelf. Taken off the shelf (`usedAt`)
 * when the work starts; released (the row deleted) when the source no longer needs it.
 */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: id(),
    productId: partOf("product_id", () => products.id),
    size: text("size").notNull(),
    ...source(),
    quantity: integer("quantity").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    oneSource("stock_reservations_one_source", t),
    check("stock_reservations_quantity_positive", sql`${t.quantity} > 0`),
    uniqueIndex("stock_reservations_batch_size")
      .on(t.batchId, t.productId, t.size)
      .where(sql`${t.batchId} is not null`),
    uniqueIndex("stock_reservations_order_size")
      .on(t.orderId, t.productId, t.size)
      .where(sql`${t.orderId} is not null`),
    index("stock_reservations_product_size_idx").on(t.productId, t.size),
  ],
);

export type Supplier = typeof suppliers.$inferSelect;
export type ProductBlank = typeof productBlanks.$inferSelect;
export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLine = typeof purchaseOrderLines.$inferSelect;
export type StockReservation = typeof stockReservations.$inferSelect;
