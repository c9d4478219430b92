import { z } from "zod";

// Shared by the server and the admin screens: nothing here may import server-only code.

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./admin-list-facts";
import { hasNoNul, withoutNul } from "./fields";

export { DEFAULT_PAGE_SIZE, pageSizeChoices } from "./admin-list-facts";

/** A page number from a query string or an input: 1 unless said. */
export const pageNumber = z.coerce
  .number({ error: "page must be a number." })
  .int("page must be a whole number.")
  .min(1, "page must be at least 1.")
  .max(1_000_000, "page is too large.")
  .default(1);

/** Rows per page, within the lists' bounds. */
export const pageSize = z.coerce
  .number({ error: "page_size must be a number." })
  .int("page_size must be a whole number.")
  .min(1, "page_size must be at least 1.")
  .max(MAX_PAGE_SIZE, `page_size must be at most ${MAX_PAGE_SIZE}.`)
  .default(DEFAULT_PAGE_SIZE);

/** Free text to look for; blank means no search. */
export const searchText = z
  .string({ error: "search must be text." })
  .trim()
  .max(200, "search must be at most 200 characters.")
  .refine(hasNoNul, "search contains an invalid character.")
  .meta(withoutNul)
  .optional()
  .transform((v) => (v ? v : undefined));

export const sortDirections = ["asc", "desc"] as const;

/**
 * The input of a paged admin list: page, page_size, search, and a sort from the list's own
 * columns. The same shape arrives as a tRPC input, as REST query parameters and from the URL.
 */
export function pagedListInput<const S extends readonly [string, ...string[]]>(
  sortColumns: S,
  defaultSort: S[number],
  defaultDir: (typeof sortDirections)[number] = "desc",
) {
  return z.object({
    page: pageNumber,
    page_size: pageSize,
    search: searchText,
    sort: z
      .enum(sortColumns, { error: `sort must be one of: ${sortColumns.join(", ")}.` })
      .default(defaultSort),
    dir: z.enum(sortDirections, { error: "dir must be asc or desc." }).default(defaultDir),
  });
}

/** One page of rows and how many match in all. */
export function pagedAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A file the browser saves: a name and CSV text. */
export const csvFileSchema = z.object({ filename: z.string(), csv: z.string() });
export type CsvFile = z.infer<typeof csvFileSchema>;
