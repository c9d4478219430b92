import { searchParser, searchText } from "../../lib/search-params";
import { type DesignCategoryFilter, isDesignCategory } from "./design-filters";

export const MAX_DESIGN_QUERY_LENGTH = 100;

export interface DesignSearch {
  category?: DesignCategoryFilter;
  q?: string;
}

/**
 * The list's URL: /stock-designs?category=softball&q=flames. Both keys are optional, 'All Designs'
 * and empty text are left out, and anything malformed is dropped rather than shown as an error.
 */
export const designSearchSchema = searchParser<{ category?: string; q?: string }, DesignSearch>((raw) => {
  const category = typeof raw.category === "string" ? raw.category.trim().toLowerCase() : "";
  return {
    category: isDesignCategory(category) ? category : undefined,
    q: searchText(raw.q, MAX_DESIGN_QUERY_LENGTH),
  };
});
