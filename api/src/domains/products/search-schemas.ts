import { z } from "zod";
import { MAX_QUERY_LENGTH, MAX_SEARCH_RESULTS } from "./search-limits";

export { MAX_SEARCH_RESULTS };

/** The quick search's question about the catalogue: the words typed, and how many best matches to send. */
export const productSearchInput = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Type something to search for")
    .max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters`),
  limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).default(5),
});
export type ProductSearchInput = z.infer<typeof productSearchInput>;
