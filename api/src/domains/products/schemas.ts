import { apparelSizes, categoryAliases, inSizeOrder, productCategories } from "@store/db/catalogue";
import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { productSortColumns } from "../../common/admin-list-facts";
import {
  moneyAmount,
  optionalText,
  recordId,
  requiredText,
  requiredWebAddress,
  webAddress,
} from "../../common/fields";
import {
  adminSizeOptionSchema,
  checkSizeOptionsInSizes,
  sizeLabel,
  sizeOptionSchema,
  sizeOptionsInput,
} from "./size-option-schemas";

/** A product as every client sees it: snake_case fields, price in dollars, ISO dates. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  image_url: z.string().nullable(),
  /** More pictures after the main one, in the order the product page shows them; often empty. */
  gallery: z.array(z.string()),
  /** Always one of the catalogue's categories: every write goes through productInput. */
  category: z.enum(productCategories),
  in_stock: z.boolean().nullable(),
  /** The sizes it is sold in, smallest first (the sizing guides' labels); empty for one-size items. */
  sizes: z.array(z.enum(apparelSizes)),
  created_at: z.string(),
  /** Each of `sizes`, in order, with its price and whether it is sold out (decision 042). */
  size_options: z.array(sizeOptionSchema),
});
export type ProductDto = z.infer<typeof productSchema>;

/**
 * A product as the shop's grid and a product page's related row show it: no gallery or dates, and
 * of its sizes only those that differ from the rest (cost more, sold out or running low). The
 * others cost the product's price and can be bought; the full product is on its own page.
 */
export const productSummarySchema = productSchema
  .pick({
    id: true,
    name: true,
    description: true,
    price: true,
    image_url: true,
    category: true,
    in_stock: true,
    sizes: true,
  })
  .extend({
    /** Only the sizes that cost more, are sold out or are running low, in the product's order. */
    size_options: z.array(sizeOptionSchema),
  });
export type ProductSummaryDto = z.infer<typeof productSummarySchema>;

/** The summary of a product: the grid's fields, its sizes that stand out. */
export const summaryOf = (product: ProductDto): ProductSummaryDto => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: product.price,
  image_url: product.image_url,
  category: product.category,
  in_stock: product.in_stock,
  sizes: product.sizes,
  size_options: product.size_options.filter(
    (option) => option.upcharge > 0 || option.sold_out || option.few_left !== null,
  ),
});

/** A product as staff see it: each size's exact stock count too. */
export const adminProductSchema = productSchema.extend({ size_options: z.array(adminSizeOptionSchema) });
export type AdminProductDto = z.infer<typeof adminProductSchema>;

/** The stored categories (from @store/db/catalogue); the admin form shows them capitalised. */
export { productCategories };

export const productCategory = z.preprocess(
  (v) => (typeof v === "string" ? (categoryAliases[v.trim().toLowerCase()] ?? v.trim().toLowerCase()) : v),
  z.enum(productCategories, { error: `Category must be one of: ${productCategories.join(", ")}.` }),
);

export const price = moneyAmount("Price", 99_999_999.99);

const sizeList = apparelSizes.join(", ");

/** The sizes a product comes in: known labels, each once, kept in the guides' order. */
export const productSizes = z
  .array(sizeLabel, { error: `Sizes must be a list of sizes: ${sizeList}.` })
  .refine((sizes) => new Set(sizes).size === sizes.length, "Each size can be listed only once.")
  .meta({ uniqueItems: true })
  .transform((sizes) => inSizeOrder(sizes));

/** Pictures a product page shows after the main one: a few, so its thumbnails fit one row. */
export const MAX_GALLERY = 6;

/** The gallery's addresses, each once, in the order given (left out: none). */
export const productGallery = z
  .array(requiredWebAddress("A gallery picture"), { error: "gallery must be a list of picture addresses." })
  .max(MAX_GALLERY, `A gallery holds at most ${MAX_GALLERY} pictures.`)
  .refine((urls) => new Set(urls).size === urls.length, "Each gallery picture can be listed only once.")
  .meta({ uniqueItems: true });

const productFields = z.object({
  name: requiredText("Product name"),
  description: optionalText("Description"),
  price,
  image_url: webAddress("Image URL"),
  /** Left out: none, on create and on replace (PUT replaces every field, decision 026). */
  gallery: productGallery.optional(),
  category: productCategory,
  in_stock: z.boolean({ error: "in_stock must be true or false." }).optional(),
  /** Left out: the category's sizes, on create and on replace (PUT replaces every field, decision 026). */
  sizes: productSizes.optional(),
  /** Sizes that cost more or are counted; left out: none (on replace too, decision 026). */
  size_options: sizeOptionsInput.optional(),
});

export const productInput = productFields.strict().superRefine(checkSizeOptionsInSizes);
export type ProductInput = z.infer<typeof productInput>;

export const productListInput = z.object({ category: productCategory.optional() }).strict().optional();
export type ProductListInput = z.infer<typeof productListInput>;

export const productIdInput = z.object({ id: recordId }).strict();

/** At most this many related products under a product (one row of cards on a wide screen). */
export const RELATED_LIMIT = 4;
export const productUpdateInput = productFields
  .extend({ id: recordId })
  .strict()
  .superRefine(checkSizeOptionsInSizes);

/** A page of the admin products table: search over name, description and category. */
export const productAdminListInput = pagedListInput(productSortColumns, "created_at").prefault({});
export type ProductAdminListInput = z.infer<typeof productAdminListInput>;
export const productPageSchema = pagedAnswer(adminProductSchema);

/** The tiles of the products screen, computed by the database over every product. */
export const productStatsSchema = z.object({
  total_products: z.number().int(),
  /** Products whose in_stock is not false (unset counts as in stock). */
  in_stock: z.number().int(),
  /** Fixed at 6 (spec §9). */
  low_stock: z.number().int(),
  /** Mean price in dollars, rounded to cents; 0 with no products. */
  avg_price: z.number(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;
