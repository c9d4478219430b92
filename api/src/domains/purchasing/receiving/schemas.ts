import { purchaseOrderStatuses } from "@store/db/catalogue";
import { z } from "zod";
import { pageNumber, pageSize } from "../../../common/admin-list";

// Receiving: what the door sees (no costs, no supplier contact) and the count it posts.

const note = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(500, `${what} must be at most 500 characters.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const receiptInput = z
  .object({
    id: z.uuid({ error: "id must be an id (a UUID)." }),
    note: note("The note"),
    lines: z
      .array(
        z
          .object({
            line_id: z.uuid({ error: "Each line_id must be an id (a UUID)." }),
            quantity: z
              .number({ error: "Each count must be a number." })
              .int("Counts are whole pieces: no fractions.")
              .min(0, "A count cannot be negative.")
              .max(100_000, "A count must be at most 100000."),
            reason: note("The reason"),
            substitute: note("The substitute"),
          })
          .strict(),
      )
      .min(1, "Count at least one line.")
      .max(500),
  })
  .strict();
export type ReceiptInput = z.output<typeof receiptInput>;

export const receivingLineSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  style_number: z.string(),
  color_name: z.string(),
  size: z.string(),
  sku: z.string(),
  ordered: z.number().int(),
  received: z.number().int(),
  /** ordered − received, never negative: what is still to come. */
  outstanding: z.number().int(),
  shortage_reason: z.string().nullable(),
  substitute: z.string().nullable(),
});

/** The count sheet at the door: no cost, no supplier e-mail or account, nothing the floor may not see. */
export const receivingSchema = z.object({
  id: z.string(),
  po_number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  supplier_name: z.string(),
  can_receive: z.boolean(),
  lines: z.array(receivingLineSchema),
});
export type Receiving = z.output<typeof receivingSchema>;

export const receiptAnswerSchema = z.object({
  receipt_id: z.string(),
  status: z.enum(purchaseOrderStatuses),
  /** Lines that have now arrived short of what was ordered, with or without a reason. */
  short: z.array(
    z.object({
      line_id: z.string(),
      sku: z.string(),
      size: z.string(),
      missing: z.number().int(),
      reason: z.string().nullable(),
    }),
  ),
  /** Lines that have now arrived over what was ordered (accepted with their reason). */
  over: z.array(
    z.object({
      line_id: z.string(),
      sku: z.string(),
      size: z.string(),
      extra: z.number().int(),
      reason: z.string().nullable(),
    }),
  ),
  receiving: receivingSchema,
});

/** A purchase order the door is waiting for: no cost, no supplier contact. */
export const arrivingRowSchema = z.object({
  id: z.string(),
  po_number: z.string(),
  status: z.enum(purchaseOrderStatuses),
  supplier_name: z.string(),
  lines: z.number().int(),
  pieces: z.number().int(),
  received: z.number().int(),
  sent_at: z.string().nullable(),
});
export type ArrivingRow = z.output<typeof arrivingRowSchema>;

export const arrivingListInput = z.object({ page: pageNumber, page_size: pageSize }).strict();
