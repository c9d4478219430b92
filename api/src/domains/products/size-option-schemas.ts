import { apparelSizes, defaultSizesFor } from "@store/db/catalogue";
import { z } from "zod";
import { moneyAmount } from "../../common/fields";

// Shared by the server and the product form: nothing here may import server-only code.

/** The most a size may add to its product's price (the table's check says the same). */
export const MAX_UPCHARGE = 1000;
/** The most a size may count on the shelf. */
export const MAX_STOCK = 1_000_000;
/**
 * A counted size with this many or fewer left is "running low": shoppers see "Only N left"
 * (decision 042) and staff's running-low list uses the same figure.
 */
export const FEW_LEFT = 3;

const sizeList = apparelSizes.join(", ");

/** One label of the sizing guides ("Adult M"); an unknown one is named in the message. */
export const sizeLabel = z.enum(apparelSizes, {
  error: (issue) => `Unknown size "${String(issue.input)}". Use one of: ${sizeList}.`,
});

/** How many of a size are on the shelf; empty or null: not counted (made to order). */
const stockCount = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number, or left empty when the size is not counted.` })
      .int(`${label} must be a whole number.`)
      .min(0, `${label} cannot be negative.`)
      .max(MAX_STOCK, `${label} must be at most ${MAX_STOCK.toLocaleString("en-US")}.`)
      .nullable(),
  );

// Built once per size: each message names the size ("Upcharge for Adult XXL cannot be negative.").
const upchargeOf = new Map(apparelSizes.map((s) => [s, moneyAmount(`Upcharge for ${s}`, MAX_UPCHARGE)]));
const stockOf = new Map(apparelSizes.map((s) => [s, stockCount(`Stock for ${s}`)]));

/**
 * One size's upcharge and stock as staff set them. The amount and count are checked against the
 * size (so the message can name it); what the document promises is written beside them.
 */
export const sizeOptionInput = z
  .object({
    size: sizeLabel,
    upcharge: z.unknown().optional().meta({
      type: "number",
      minimum: 0,
      maximum: MAX_UPCHARGE,
      multipleOf: 0.01,
      description: "Dollars this size adds to the product's price; 0 when left out.",
    }),
    stock: z
      .unknown()
      .optional()
      .meta({
        type: ["integer", "null"],
        minimum: 0,
        maximum: MAX_STOCK,
        description: "How many are on the shelf; null or left out: not counted (never sold out).",
      }),
  })
  .transform((item, ctx) => {
    const upcharge = upchargeOf.get(item.size)?.safeParse(item.upcharge === undefined ? 0 : item.upcharge);
    const stock = stockOf.get(item.size)?.safeParse(item.stock);
    for (const [field, result] of [
      ["upcharge", upcharge],
      ["stock", stock],
    ] as const) {
      for (const issue of result?.error?.issues ?? []) {
        ctx.addIssue({ code: "custom", message: issue.message, path: [field] });
      }
    }
    if (!upcharge?.success || !stock?.success) return z.NEVER;
    return { size: item.size, upcharge: upcharge.data as number, stock: stock.data as number | null };
  });
export type SizeOptionInput = z.output<typeof sizeOptionInput>;

/** The sizes that cost more or are counted; a size left out adds nothing and is not counted. */
export const sizeOptionsInput = z
  .array(sizeOptionInput, { error: "size_options must be a list of { size, upcharge, stock }." })
  .max(apparelSizes.length, `size_options can have at most ${apparelSizes.length} sizes.`)
  .superRefine((options, ctx) => {
    const seen = new Set<string>();
    options.forEach((option, i) => {
      if (seen.has(option.size)) {
        ctx.addIssue({ code: "custom", message: `${option.size} is listed twice.`, path: [i, "size"] });
      }
      seen.add(option.size);
    });
  });

/** A product's size options name only sizes it comes in (its `sizes`, or its category's by default). */
export function checkSizeOptionsInSizes(
  product: { category: string; sizes?: readonly string[] | undefined; size_options?: SizeOptionInput[] },
  ctx: z.RefinementCtx,
): void {
  const sizes: readonly string[] = product.sizes ?? defaultSizesFor(product.category);
  product.size_options?.forEach((option, i) => {
    if (sizes.includes(option.size)) return;
    ctx.addIssue({
      code: "custom",
      message: `${option.size} is not one of this product's sizes: add it to the sizes, or leave out its upcharge and stock.`,
      path: ["size_options", i, "size"],
    });
  });
}

/** What a shopper learns of one size: its price and whether (or how soon) it is sold out. */
export const sizeOptionSchema = z.object({
  size: z.enum(apparelSizes),
  /** Dollars the size adds to the product's price (0 for most sizes). */
  upcharge: z.number(),
  /** The product's price plus the upcharge: what one costs in this size. */
  price: z.number(),
  /** A counted size with none left to sell (the shelf less what is set aside for teams and orders). */
  sold_out: z.boolean(),
  /** How many are left to sell when a counted size is running low (1 to 3), else null. */
  few_left: z.number().int().nullable(),
});
export type SizeOptionDto = z.infer<typeof sizeOptionSchema>;

/** Staff see the exact count too. */
export const adminSizeOptionSchema = sizeOptionSchema.extend({
  /** How many are on the shelf; null: not counted. */
  stock: z.number().int().nullable(),
});
export type AdminSizeOptionDto = z.infer<typeof adminSizeOptionSchema>;
