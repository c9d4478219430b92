import { z } from "zod";
import { MAX_QUERY_LENGTH } from "./search-limits";
import { SHOP_CATEGORY_VALUES, SHOP_PAGE_SIZE, SHOP_SORT_VALUES } from "./shop-choices";

/**
 * Where a batch starts, as the previous batch's `nextCursor` gave it: the place of the last product
 * the shopper received, in the view's order. A place rather than a count, so products added or
 * removed before it in the meantime (or that product itself removed) neither repeat nor get skipped.
 */
export const shopCursor = z
  .object({
    name: z.string().max(1000),
    price: z.number().finite(),
    id: z.string().max(100),
  })
  .strict();
export type ShopCursor = z.infer<typeof shopCursor>;

/**
 * One batch of the shop: the view, where it starts (`cursor`, as TanStack Query's infinite
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
  cursor: shopCursor.nullish(),
});
export type ShopBrowseInput = z.infer<typeof shopBrowseInput>;
