import { searchParser, searchText } from "../../lib/search-params";
import { type BlogCategory, DEFAULT_BLOG_CATEGORY, isBlogCategory } from "./post";

export const MAX_QUERY_LENGTH = 100;

export interface BlogSearch {
  category?: BlogCategory;
  q?: string;
}

/**
 * The blog's URL: /blog?category=training&q=helmet. Both keys are optional and a default is left
 * out, so a shared link stays short; anything malformed is dropped, never an error.
 */
export const blogSearchSchema = searchParser<{ category?: string; q?: string }, BlogSearch>((raw) => {
  const category = typeof raw.category === "string" ? raw.category.trim().toLowerCase() : raw.category;
  return {
    category: isBlogCategory(category) && category !== DEFAULT_BLOG_CATEGORY ? category : undefined,
    q: searchText(raw.q, MAX_QUERY_LENGTH),
  };
});
