// zod/mini, not "zod": this schema runs in the entry bundle (route search validation is not
// code-split), and the tree-shakable build keeps it a few KB instead of the whole library.
import { z } from "zod/mini";
import { DEFAULT_CATEGORY, normalizeCategory, SORT_VALUES } from "./shop-options";

export const MAX_QUERY_LENGTH = 100;

const category = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const value = normalizeCategory(raw);
    return value === DEFAULT_CATEGORY ? undefined : value;
  }),
);

// The router reads "?q=123" as the number 123, so numbers are taken back as text.
const query = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const q =
      typeof raw === "string" || typeof raw === "number" ? String(raw).slice(0, MAX_QUERY_LENGTH) : "";
    return q.trim() === "" ? undefined : q;
  }),
);

/**
 * The shop's URL: /shop?category=hoodies&q=fleece&sort=price-asc. Every key is optional and a
 * default is left out, so a shared link stays short; anything malformed is dropped, never an error.
 */
export const shopSearchSchema = z.object({
  category: z.optional(category),
  q: z.optional(query),
  sort: z.catch(z.optional(z.enum(SORT_VALUES)), undefined),
});

export type ShopSearch = z.infer<typeof shopSearchSchema>;
