import { purchaseOrderStatuses, supplierFileFormats } from "@store/db/catalogue";
import { z } from "zod";
import { pagedListInput } from "../../../common/admin-list";

// Purchase orders' inputs (shared with the web's forms) and answers. Money appears only here, never
// in the receiving answers the production role reads (receiving/schemas.ts).

const uuid = (what: string) => z.uuid({ error: `${what} must be an id (a UUID).` });

export const purchaseOrderSortColumns = ["number", "created_at", "status", "supplier"] as const;

/** The batches and orders to buy blanks for: at least one. */
export const purchaseOrderSourcesInput = z
  .object({
    batches: z
      .array(
        z
          .object({
            store_id: uuid("store_id"),
            batch: z.coerce
              .number({ error: "batch must be a number." })
              .int("batch must be a whole number.")
              .min(1, "batch must be 1 or more."),
          })
          .strict(),
      )
      .max(50, "At most 50 batches at a time.")
      .default([]),
    order_ids: z.array(uuid("Each order id")).max(200, "At most 200 orders at a time.").default([]),
  })
  .strict()
  .refine((v) => v.batches.length + v.order_ids.length > 0, {
    message: "Choose at least one batch or order to order blanks for.",
    path: ["batches"],
  });
export type PurchaseOrderSources = z.output<typeof purchaseOrderSourcesInput>;

export const purchaseOrderListInput = pagedListInput(purchaseOrderSortColumns, "created_at")
  .extend({
    status: z
      .enum(purchaseOrderStatuses, { error: `status must be one of: ${purchaseOrderStatuses.join(", ")}.` })
      .optional(),
    supplier_id: uuid("supplier_id").optional(),
  })
  .strict();

export const purchaseOrderIdInput = z.object({ id: uuid("id") }).strict();

const quantity = z
  .number({ error: "Quantity must be a number." })
  .int("Quantity must be a whole number.")
  .min(0, "Quantity cannot be negative.")
  .max(100_000, "Quantity must be at most 100000.");

/** A draft's changes: new quantities per line (0 takes the line off) and the note. */
export const purchaseOrderEditInput = z
  .object({
    id: uuid("id"),
    note: z.string().trim().max(2000, "The note must be at most 2000 characters.").nullable().optional(),
    lines: z
      .array(z.object({ id: uuid("Each line id"), quantity }).strict())
      .max(500)
      .default([]),
  })
  .strict();

export const purchaseOrderFileInput = z
  .object({
    id: uuid("id"),
    format: z
      .enum(supplierFileFormats, { error: `format must be one of: ${supplierFileFormats.join(", ")}.` })
      .optional(),
  })
  .strict();

const sourceSchema = z.object({
  kind: z.enum(["batch", "order"]),
  batch_id: z.string().nullable(),
  order_id: z.string().nullable(),
  /** "Clanton Eagles 12U · batch 1" or "Order #1042". */
  label: z.string(),
  store_id: z.string().nullable(),
  batch: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
  pieces: z.number().int(),
});

export const purchaseOrderRowSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  po_number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  supplier_id: z.string(),
  supplier_name: z.string(),
  lines: z.number().int(),
  pieces: z.number().int(),
  received: z.number().int(),
  total: z.number(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type PurchaseOrderRow = z.output<typeof purchaseOrderRowSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  size: z.string(),
  style_number: z.string(),
  color_name: z.string(),
  sku: z.string(),
  unit_cost: z.number(),
  quantity_ordered: z.number().int(),
  quantity_received: z.number().int(),
  line_total: z.number(),
  shortage_reason: z.string().nullable(),
  substitute: z.string().nullable(),
});

export const receiptSchema = z.object({
  id: z.string(),
  received_at: z.string(),
  received_by: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: z.string(),
      sku: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      reason: z.string().nullable(),
      substitute: z.string().nullable(),
    }),
  ),
});

export const purchaseOrderSchema = purchaseOrderRowSchema.extend({
  note: z.string().nullable(),
  supplier: z.object({
    id: z.string(),
    name: z.string(),
    account_number: z.string().nullable(),
    rep_email: z.string().nullable(),
    file_format: z.enum(supplierFileFormats),
  }),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  order_lines: z.array(purchaseOrderLineSchema),
  sources: z.array(sourceSchema),
  receipts: z.array(receiptSchema),
  /** What may be done next from here: the web shows only these buttons. */
  can: z.object({ edit: z.boolean(), send: z.boolean(), cancel: z.boolean(), receive: z.boolean() }),
});
export type PurchaseOrderDetail = z.output<typeof purchaseOrderSchema>;

export const createdPurchaseOrdersSchema = z.object({
  purchase_orders: z.array(purchaseOrderRowSchema),
  /** True when stock and open purchase orders already cover everything: nothing was made. */
  nothing_to_order: z.boolean(),
  message: z.string(),
});
export type CreatedPurchaseOrders = z.output<typeof createdPurchaseOrdersSchema>;

export const sentPurchaseOrderSchema = z.object({
  id: z.string(),
  status: z.enum(purchaseOrderStatuses),
  sent_to: z.string(),
});
