import { getRouteApi } from "@tanstack/react-router";
import { type UrlFilters, type UrlFilterValues, useUrlFilters } from "../../lib/use-url-filters";
import { DEFAULT_CATEGORY, DEFAULT_SORT, type ShopCategory, type SortOrder } from "./shop-options";

const shopRoute = getRouteApi("/shop/");

/** The shop's search and category (Clear filters keeps the chosen order), and its order. */
export interface ShopFilters extends UrlFilters<ShopCategory> {
  sort: SortOrder;
  setSort: (sort: SortOrder) => void;
}

/**
 * The shop's filters, kept in the URL so a filtered shop can be shared and reloaded
 * (/shop?category=hoodies&q=fleece&sort=price-asc). A new order replaces the history entry, like the
 * search text, so Back returns to the previous category rather than the previous order.
 */
export function useShopFilters(): ShopFilters {
  const search = shopRoute.useSearch();
  const navigate = shopRoute.useNavigate();
  const write = (next: UrlFilterValues<ShopCategory> & { sort?: SortOrder }, replace: boolean) => {
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace, resetScroll: false });
  };
  return {
    ...useUrlFilters(search, DEFAULT_CATEGORY, write),
    sort: search.sort ?? DEFAULT_SORT,
    setSort: (sort) => write({ sort: sort === DEFAULT_SORT ? undefined : sort }, true),
  };
}
