import { shopCategories } from "@store/db/catalogue";

/**
 * The shop's choices (spec §2 Shop, §5 sort) and how a view asks for its batches, alone: the
 * browser's entry reads them to check a shop address, and the shop page asks with them; neither
 * carries the filtering and sorting (shop-view.ts, the server's and the sample catalogue's).
 */

/** The category radios' values: "all" matches everything (spec §5). */
export const SHOP_CATEGORY_VALUES = ["all", ...shopCategories.map((c) => c.value)] as [
  "all",
  ...(typeof shopCategories)[number]["value"][],
];
export type ShopCategory = (typeof SHOP_CATEGORY_VALUES)[number];

export const SHOP_SORT_VALUES = ["name", "price-asc", "price-desc"] as const;
export type SortOrder = (typeof SHOP_SORT_VALUES)[number];

/** Cards the shop asks for at a time: a big catalogue arrives a batch at a time, never whole. */
export const SHOP_PAGE_SIZE = 48;
/** The input of a view's batches, built the same way by the page shell and the shop page. */
export const shopBrowseQuery = (view: { category: ShopCategory; query: string; sort: SortOrder }) => ({
  category: view.category,
  q: view.query.trim(),
  sort: view.sort,
  limit: SHOP_PAGE_SIZE,
});
