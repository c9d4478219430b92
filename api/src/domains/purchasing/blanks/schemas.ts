import { z } from "zod";
import { pageNumber, pageSize, searchText } from "../../../common/admin-list";
import { moneyAmount, recordId, requiredText } from "../../../common/fields";

// What each product and size is made from: the mapping form's input and the answers it reads.

/** The largest cost a blank may have: no blank garment costs more. */
export const MAX_BLANK_COST = 10_000;

export const productIdInput = z.object({ id: recordId }).strict();

const blankSize = z
  .object({
    /** One of the product's sizes; "" for a one-size product. */
    size: z.string({ error: "Each row needs its size." }).trim().max(40, "A size is at most 40 characters."),
    sku: requiredText("SKU", 200),
    cost: moneyAmount("Cost", MAX_BLANK_COST),
  })
  .strict();

/**
 * A product's whole mapping: one supplier, style and colour, and per size its SKU and cost. Sizes
 * left out are not mapped (the product is then "partly" mapped); no sizes at all removes the mapping.
 */
export const productBlanksBody = z
  .object({
    supplier_id: recordId,
    style_number: requiredText("Style number", 200),
    color_name: requiredText("Colour", 200),
    sizes: z.array(blankSize).max(40, "A product has at most 40 sizes."),
  })
  .strict();
export const productBlanksInput = productBlanksBody.extend({ id: recordId }).strict();
export type ProductBlanksInput = z.infer<typeof productBlanksInput>;

export const productBlanksSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), category: z.string() }),
  /** The supplier the product is made from, when any size is mapped. */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  style_number: z.string().nullable(),
  color_name: z.string().nullable(),
  /** Each of the product's sizes ("" for a one-size product) with its blank, or null while unmapped. */
  sizes: z.array(
    z.object({
      size: z.string(),
      blank: z.object({ sku: z.string(), cost: z.number() }).nullable(),
    }),
  ),
  /** Mapped sizes the product no longer sells (its sizes were narrowed): dropped by the next save. */
  stale_sizes: z.array(z.string()),
});
export type ProductBlanksDto = z.infer<typeof productBlanksSchema>;

export const mappingStates = ["unmapped", "partly", "mapped"] as const;
export type MappingState = (typeof mappingStates)[number];

/** The products with their mapping state: "not mapped" first, then partly, then mapped. */
export const blankListInput = z
  .object({
    page: pageNumber,
    page_size: pageSize,
    search: searchText,
    state: z.enum(mappingStates, { error: "state must be unmapped, partly or mapped." }).optional(),
    supplier_id: recordId.optional(),
  })
  .prefault({});
export type BlankListInput = z.infer<typeof blankListInput>;

export const blankListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** How many sizes the product sells (1 for a one-size product) and how many are mapped. */
  sizes: z.number().int(),
  mapped: z.number().int(),
  state: z.enum(mappingStates),
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  style_number: z.string().nullable(),
  color_name: z.string().nullable(),
});
export type BlankListItem = z.infer<typeof blankListItemSchema>;
