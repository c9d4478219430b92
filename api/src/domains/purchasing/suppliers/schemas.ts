import { supplierFileFormats } from "@store/db/catalogue";
import { z } from "zod";
import { pagedListInput, pageNumber, pageSize, searchText } from "../../../common/admin-list";
import { emailAddress, formDataInput, optionalText, recordId, requiredText } from "../../../common/fields";

// Suppliers and their style lists: one schema per input, shared by the server and the admin form.

/** "HH:MM", 24-hour: the supplier's daily order cut-off in the shop's time. */
const cutoffTime = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    "Order cut-off must be a time like 14:00 (24-hour, HH:MM).",
  )
  .meta({ pattern: "^(|([01]\\d|2[0-3]):[0-5]\\d)$" })
  .nullish()
  .transform((v) => (v ? v : null));

const optionalEmail = z
  .union([z.literal(""), emailAddress])
  .nullish()
  .transform((v) => (v ? v : null));

const leadDays = z.coerce
  .number({ error: "Lead days must be a number." })
  .int("Lead days must be a whole number of days.")
  .min(0, "Lead days cannot be negative.")
  .max(60, "Lead days must be at most 60.");

/** What staff fill in for a supplier. */
export const supplierFields = z
  .object({
    name: requiredText("Name", 120),
    account_number: optionalText("Account number", 60),
    rep_email: optionalEmail,
    order_cutoff: cutoffTime,
    lead_days: leadDays,
    file_format: z.enum(supplierFileFormats, {
      error: `File format must be one of: ${supplierFileFormats.join(", ")}.`,
    }),
  })
  .strict();
export type SupplierFields = z.infer<typeof supplierFields>;

export const supplierIdInput = z.object({ id: recordId }).strict();
export const updateSupplierInput = supplierFields.extend({ id: recordId }).strict();

export const supplierSortColumns = ["name", "created_at", "lead_days"] as const;

export const supplierListInput = pagedListInput(supplierSortColumns, "name", "asc").prefault({});
export type SupplierListInput = z.infer<typeof supplierListInput>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  account_number: z.string().nullable(),
  rep_email: z.string().nullable(),
  order_cutoff: z.string().nullable(),
  lead_days: z.number().int(),
  file_format: z.enum(supplierFileFormats),
  /** Rows of its imported style list. */
  styles: z.number().int(),
  /** Products (sizes) mapped to it. */
  blanks: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierDto = z.infer<typeof supplierSchema>;

/** A supplier's style list, a page at a time, searched in style, colour, size and SKU. */
export const supplierStylesInput = z
  .object({
    id: recordId,
    page: pageNumber,
    page_size: pageSize,
    search: searchText,
  })
  .strict();

export const supplierStyleSchema = z.object({
  style_number: z.string(),
  color_name: z.string(),
  size: z.string(),
  sku: z.string(),
  cost: z.number(),
  imported_at: z.string(),
});
export type SupplierStyleDto = z.infer<typeof supplierStyleSchema>;

/** The style and colour to fill a product's mapping from. */
export const styleMatchInput = z
  .object({
    id: recordId,
    style: requiredText("Style number", 200),
    color: requiredText("Colour", 200),
    /** The product whose sizes are matched; without it, every size of the style and colour. */
    product_id: recordId.optional(),
  })
  .strict();

export const styleMatchSchema = z.object({
  style_number: z.string(),
  color_name: z.string(),
  /** The style list's rows of this style and colour, in the list's size words. */
  rows: z.array(z.object({ size: z.string(), sku: z.string(), cost: z.number() })),
  /** With a product: each of its sizes with the row that fits it, or null for staff to type. */
  sizes: z.array(z.object({ size: z.string(), sku: z.string().nullable(), cost: z.number().nullable() })),
});
export type StyleMatchDto = z.infer<typeof styleMatchSchema>;

export const SEND_STYLE_LIST =
  "Send the style list as multipart/form-data with the CSV file in a field named file, or as JSON with the CSV text in a field named csv.";

/** The import: a CSV file (multipart field `file`) or its text (field `csv`), never both. */
export const importStylesInput = formDataInput(SEND_STYLE_LIST).transform((form, ctx) => {
  const id = form.get("id");
  const files = form.getAll("file");
  const csv = form.get("csv");
  const unknown = [...new Set(form.keys())].filter((key) => !["id", "file", "csv"].includes(key));
  if (unknown.length > 0) {
    ctx.addIssue({ code: "custom", message: `Unknown field(s): ${unknown.join(", ")}. ${SEND_STYLE_LIST}` });
    return z.NEVER;
  }
  if (typeof id !== "string" || id.trim() === "") {
    ctx.addIssue({ code: "custom", message: "id is required." });
    return z.NEVER;
  }
  const [file] = files;
  if (files.length > 1 || (file !== undefined && csv !== null)) {
    ctx.addIssue({ code: "custom", message: `Send one style list at a time. ${SEND_STYLE_LIST}` });
    return z.NEVER;
  }
  if (file instanceof File) return { id: id.trim(), source: file as File | string };
  if (typeof csv === "string") return { id: id.trim(), source: csv as File | string };
  ctx.addIssue({ code: "custom", message: `No style list arrived. ${SEND_STYLE_LIST}` });
  return z.NEVER;
});

export const styleImportSchema = z.object({
  supplier_id: z.string(),
  rows: z.number().int().describe("Rows in the file."),
  added: z.number().int().describe("SKUs new to the supplier's list."),
  updated: z
    .number()
    .int()
    .describe("SKUs already on the list, now with the file's style, colour, size and cost."),
});
export type StyleImportDto = z.infer<typeof styleImportSchema>;
