import { z } from "zod";

/** A product as every client sees it: snake_case fields, price in dollars, ISO dates. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  image_url: z.string().nullable(),
  category: z.string(),
  in_stock: z.boolean().nullable(),
  created_at: z.string(),
});
export type ProductDto = z.infer<typeof productSchema>;

export const productListInput = z
  .object({
    category: z.string().trim().min(1).max(40).optional(),
  })
  .strict()
  .optional();
export type ProductListInput = z.infer<typeof productListInput>;
