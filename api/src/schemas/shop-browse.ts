import { z } from "zod";
import { SHOP_CATEGORY_VALUES, SHOP_PAGE_SIZE, SHOP_SORT_VALUES } from "./shop-view";

/** Longer than anything a shopper types; refused rather than searched. */
const MAX_QUERY_LENGTH = 100;

/**
 * One batch of the shop: the view, how many to skip (`cursor`, as TanStack Query's infinite
 * queries name it) and how many to send. Unknown keys are dropped (tRPC adds `direction`).
 */
export const shopBrowseInput = z.object({
  category: z.enum(SHOP_CATEGORY_VALUES).default("all"),
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters`)
    .default(""),
  sort: z.enum(SHOP_SORT_VALUES).default("name"),
  limit: z.number().int().min(1).max(96).default(SHOP_PAGE_SIZE),
  cursor: z.number().int().min(0).max(1_000_000).nullish(),
});
export type ShopBrowseInput = z.infer<typeof shopBrowseInput>;
