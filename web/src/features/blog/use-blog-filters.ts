import { getRouteApi } from "@tanstack/react-router";
import { type UrlFilters, useUrlFilters } from "../../lib/use-url-filters";
import { type BlogCategory, DEFAULT_BLOG_CATEGORY } from "./post";

const blogRoute = getRouteApi("/blog/");

export type BlogFilters = UrlFilters<BlogCategory>;

/** The blog's search and category, in its URL (/blog?category=training&q=helmet). */
export function useBlogFilters(): BlogFilters {
  const navigate = blogRoute.useNavigate();
  return useUrlFilters(blogRoute.useSearch(), DEFAULT_BLOG_CATEGORY, (next, replace) => {
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace, resetScroll: false });
  });
}
