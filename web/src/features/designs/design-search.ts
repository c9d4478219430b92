// zod/mini like the shop's schema: route search validation sits in the entry bundle.
import { z } from "zod/mini";
import { isDesignCategory } from "./design-filters";

export const MAX_DESIGN_QUERY_LENGTH = 100;

const category = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const value = typeof raw === "string" ? raw.trim().toLowerCase() : "";
    return isDesignCategory(value) ? value : undefined;
  }),
);

// The router reads "?q=7" as the number 7, so numbers are taken back as text.
const query = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const q =
      typeof raw === "string" || typeof raw === "number" ? String(raw).slice(0, MAX_DESIGN_QUERY_LENGTH) : "";
    return q.trim() === "" ? undefined : q;
  }),
);

/**
 * The list's URL: /stock-designs?category=softball&q=flames. Both keys are optional, 'All Designs'
 * and empty text are left out, and anything malformed is dropped rather than shown as an error.
 */
export const designSearchSchema = z.object({
  category: z.optional(category),
  q: z.optional(query),
});

export type DesignSearch = z.infer<typeof designSearchSchema>;
