import { z } from "zod";
import { pageNumber, pageSize } from "../../common/admin-list";
import { notBlank } from "../../common/fields";

// The production batch's report as the API answers it (JSON); the CSV and the PDFs are drawn from
// the same object (batch-report.ts), so every door tells the same figures.

export const sizeClasses = ["youth", "adult", "one_size"] as const;
export type SizeClass = (typeof sizeClasses)[number];

const sizeCount = z.object({ size: z.string(), short: z.string(), quantity: z.number().int() });

export const sizeRunRowSchema = z.object({
  product_name: z.string(),
  /** Ordered sizes only, in the sizing guide's order ("One size" for items without sizes). */
  sizes: z.array(sizeCount),
  youth: z.number().int(),
  adult: z.number().int(),
  one_size: z.number().int(),
  total: z.number().int(),
});

export const nameNumberRowSchema = z.object({
  number: z.string().nullable(),
  name: z.string().nullable(),
  player_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  order_number: z.number().int(),
});

export const letteringRowSchema = z.object({
  product_name: z.string(),
  size_class: z.enum(sizeClasses),
  /** How many of each digit 0-9 to cut: every character of every printed number, per unit. */
  digits: z.array(z.number().int()).length(10),
  /** One per unit printed with a name. */
  name_plates: z.number().int(),
  /** Units ordered with "##": their digits are settled before print. */
  unknown_numbers: z.number().int(),
});

export const bagLineSchema = z.object({
  product_name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  print_name: z.string().nullable(),
  print_number: z.string().nullable(),
});

export const bagSchema = z.object({
  bag: z.number().int(),
  of: z.number().int(),
  player_name: z.string(),
  number: z.string().nullable(),
  order_numbers: z.array(z.number().int()),
  pieces: z.number().int(),
  lines: z.array(bagLineSchema),
});
export type Bag = z.infer<typeof bagSchema>;

export const unpaidRowSchema = z.object({
  order_id: z.string(),
  order_number: z.number().int(),
  player_name: z.string(),
  customer_name: z.string().nullable(),
  /** The order's sales tax, in its total. */
  tax: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  balance: z.number(),
  payment_state: z.string(),
});

export const fundraisingRowSchema = z.object({
  product_name: z.string(),
  per_unit: z.number(),
  units: z.number().int(),
  amount: z.number(),
});

export const batchHeaderSchema = z.object({
  store_id: z.string(),
  team_name: z.string(),
  slug: z.string(),
  sport: z.string(),
  batch: z.number().int(),
  /** "Orders from Mon Mar 2, 8:00 AM CT to Fri Mar 6, 8:00 PM CT", or the late orders' words. */
  window: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  /** When production started (the report reads the frozen copy); null: the live orders. */
  frozen_at: z.string().nullable(),
  orders: z.number().int(),
  pieces: z.number().int(),
  players: z.number().int(),
  paid_orders: z.number().int(),
  unpaid_orders: z.number().int(),
  /** The orders' sales tax, in their total. */
  tax: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  balance: z.number(),
});

export const batchReportSchema = z.object({
  header: batchHeaderSchema,
  size_run: z.array(sizeRunRowSchema),
  /** The sum of every line's quantity (and of every product's total). */
  grand_total: z.number().int(),
  names_numbers: z.array(z.object({ product_name: z.string(), rows: z.array(nameNumberRowSchema) })),
  lettering: z.array(letteringRowSchema),
  /** Bags sorted by the player's name; "bag n of N" over the batch's players. */
  bags: z.array(bagSchema),
  unpaid: z.array(unpaidRowSchema),
  fundraising: z.object({ items: z.array(fundraisingRowSchema), total: z.number() }),
});
export type BatchReport = z.infer<typeof batchReportSchema>;
export type BatchHeader = z.infer<typeof batchHeaderSchema>;

/** `{ id, batch }` from the path: batch 1 (orders before close) or 2 (late orders). */
export const batchInput = z
  .object({
    id: z.string().trim().min(1, "id is required.").max(100).meta(notBlank),
    batch: z.coerce
      .number({ error: "Batch must be 1 or 2." })
      .int("Batch must be 1 or 2.")
      .min(1, "Batch must be 1 or 2.")
      .max(2, "Batch must be 1 or 2."),
  })
  .strict();

/**
 * A batch as the shop floor sees it: what to make and how to bag it, with names and numbers, and
 * no money (no totals, payments, unpaid list or fundraising): the production role's view.
 */
export const productionBatchSchema = batchReportSchema.omit({ unpaid: true, fundraising: true }).extend({
  header: batchHeaderSchema.omit({
    paid_orders: true,
    unpaid_orders: true,
    tax: true,
    total: true,
    amount_paid: true,
    balance: true,
  }),
});
export type ProductionBatch = z.infer<typeof productionBatchSchema>;

/** A frozen batch in the production list: which team, which batch, how many pieces, when handed out. */
export const productionBatchRowSchema = z.object({
  store_id: z.string(),
  team_name: z.string(),
  sport: z.string(),
  batch: z.number().int(),
  frozen_at: z.string(),
  pieces: z.number().int(),
  /** The store's handout words ("Fri Mar 13, 4-6 PM at the field house"), when set. */
  handout: z.string().nullable(),
});
export type ProductionBatchRow = z.infer<typeof productionBatchRowSchema>;

export const productionListInput = z.object({ page: pageNumber, page_size: pageSize }).strict();
