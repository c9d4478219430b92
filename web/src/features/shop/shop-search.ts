import { searchParser, searchText } from "../../lib/search-params";
import {
  DEFAULT_CATEGORY,
  normalizeCategory,
  type ShopCategory,
  SORT_VALUES,
  type SortOrder,
} from "./shop-options";

export const MAX_QUERY_LENGTH = 100;

export interface ShopSearch {
  category?: ShopCategory;
  q?: string;
  sort?: SortOrder;
}

const isSort = (raw: unknown): raw is SortOrder => (SORT_VALUES as readonly unknown[]).includes(raw);

/**
 * The shop's URL: /shop?category=hoodies&q=fleece&sort=price-asc. Every key is optional and a
 * default is left out, so a shared link stays short; anything malformed is dropped, never an error.
 */
export const shopSearchSchema = searchParser<{ category?: string; q?: string; sort?: string }, ShopSearch>(
  (raw) => {
    const category = normalizeCategory(raw.category);
    return {
      category: category === DEFAULT_CATEGORY ? undefined : category,
      q: searchText(raw.q, MAX_QUERY_LENGTH),
      sort: isSort(raw.sort) ? raw.sort : undefined,
    };
  },
);
