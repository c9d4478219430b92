import { useDebouncedValue } from "@mantine/hooks";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { type BlogCategory, DEFAULT_BLOG_CATEGORY } from "./post";

const blogRoute = getRouteApi("/blog/");

/** How long typing pauses before the search text is written to the address bar. */
const URL_WRITE_DELAY_MS = 300;

export interface BlogFilters {
  category: BlogCategory;
  query: string;
  setCategory: (category: BlogCategory) => void;
  setQuery: (query: string) => void;
  /** Back to all posts and no search text. */
  clear: () => void;
}

/**
 * The blog's search and category, kept in the URL like the shop's filters so a filtered blog can be
 * shared. A category is a history entry; search text replaces the entry so Back skips keystrokes.
 */
export function useBlogFilters(): BlogFilters {
  const search = blogRoute.useSearch();
  const navigate = blogRoute.useNavigate();

  // The text box answers every keystroke from local state; the URL follows after a pause.
  const [query, setQuery] = useState(search.q ?? "");
  const [settledQuery] = useDebouncedValue(query, URL_WRITE_DELAY_MS);
  const queryInUrl = useRef(search.q ?? "");

  useEffect(() => {
    if (settledQuery === queryInUrl.current) return;
    queryInUrl.current = settledQuery;
    void navigate({
      search: (prev) => ({ ...prev, q: settledQuery.trim() === "" ? undefined : settledQuery }),
      replace: true,
      resetScroll: false,
    });
  }, [settledQuery, navigate]);

  // The URL changed under us (Back, a link, Clear filters): show its text.
  useEffect(() => {
    const fromUrl = search.q ?? "";
    if (fromUrl === queryInUrl.current) return;
    queryInUrl.current = fromUrl;
    setQuery(fromUrl);
  }, [search.q]);

  return {
    category: search.category ?? DEFAULT_BLOG_CATEGORY,
    query,
    setCategory: (category) =>
      void navigate({
        search: (prev) => ({ ...prev, category: category === DEFAULT_BLOG_CATEGORY ? undefined : category }),
        resetScroll: false,
      }),
    setQuery,
    clear: () => {
      queryInUrl.current = "";
      setQuery("");
      void navigate({ search: {}, resetScroll: false });
    },
  };
}
