// zod/mini, as in the shop: route search validation runs in the entry bundle.
import { z } from "zod/mini";
import { DEFAULT_BLOG_CATEGORY, isBlogCategory } from "./post";

export const MAX_QUERY_LENGTH = 100;

const category = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const value = typeof raw === "string" ? raw.trim().toLowerCase() : raw;
    return isBlogCategory(value) && value !== DEFAULT_BLOG_CATEGORY ? value : undefined;
  }),
);

// The router reads "?q=2027" as the number 2027, so numbers are taken back as text.
const query = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const q =
      typeof raw === "string" || typeof raw === "number" ? String(raw).slice(0, MAX_QUERY_LENGTH) : "";
    return q.trim() === "" ? undefined : q;
  }),
);

/**
 * The blog's URL: /blog?category=training&q=helmet. Both keys are optional and a default is left
 * out, so a shared link stays short; anything malformed is dropped, never an error.
 */
export const blogSearchSchema = z.object({
  category: z.optional(category),
  q: z.optional(query),
});

export type BlogSearch = z.infer<typeof blogSearchSchema>;
