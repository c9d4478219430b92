import { getRouteApi } from "@tanstack/react-router";
import { type UrlFilters, useUrlFilters } from "../../lib/use-url-filters";
import { ALL_DESIGNS, type DesignCategoryFilter } from "./design-filters";

const listRoute = getRouteApi("/stock-designs/");

export type DesignFilters = UrlFilters<DesignCategoryFilter>;

/** The designs list's search and category, in its URL (/stock-designs?category=softball&q=flames). */
export function useDesignFilters(): DesignFilters {
  const navigate = listRoute.useNavigate();
  return useUrlFilters(listRoute.useSearch(), ALL_DESIGNS, (next, replace) => {
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace, resetScroll: false });
  });
}
