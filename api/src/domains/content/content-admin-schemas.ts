import { z } from "zod";
import { contentItemSchema } from "./schemas";

/** The portal's content list: free text plus the page and section selects (blank = all). */
export const contentAdminListInput = z
  .object({
    search: z
      .string({ error: "search must be text." })
      .trim()
      .max(200, "search must be at most 200 characters.")
      .optional()
      .transform((v) => (v ? v : undefined)),
    page_name: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => (v ? v : undefined)),
    section_name: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .prefault({});
export type ContentAdminListInput = z.infer<typeof contentAdminListInput>;

export const contentAdminListSchema = z.object({
  items: z.array(contentItemSchema),
  /** True when more items matched than one answer carries (then narrow the search). */
  truncated: z.boolean(),
});

/** The content screen's tiles and the choices of its page and section selects. */
export const contentStatsSchema = z.object({
  total: z.number().int(),
  pages: z.number().int(),
  sections: z.number().int(),
  images: z.number().int(),
  page_names: z.array(z.string()),
  /** Every page's sections, for the section select once a page is chosen. */
  sections_by_page: z.array(z.object({ page_name: z.string(), section_name: z.string() })),
});
export type ContentStats = z.infer<typeof contentStatsSchema>;
