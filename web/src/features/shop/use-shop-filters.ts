import { useDebouncedValue } from "@mantine/hooks";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_CATEGORY, DEFAULT_SORT, type ShopCategory, type SortOrder } from "./shop-options";

const shopRoute = getRouteApi("/shop/");

/** How long typing pauses before the search text is written to the address bar. */
const URL_WRITE_DELAY_MS = 300;

export interface ShopFilters {
  category: ShopCategory;
  query: string;
  sort: SortOrder;
  setCategory: (category: ShopCategory) => void;
  setQuery: (query: string) => void;
  setSort: (sort: SortOrder) => void;
  /** Back to all products and no search text (the chosen order stays). */
  clear: () => void;
}

/**
 * The shop's filters, kept in the URL so a filtered shop can be shared and reloaded.
 * A category choice is a history entry (Back returns to the previous category, like the header's
 * category links); search text and order replace the entry so Back does not replay keystrokes.
 */
export function useShopFilters(): ShopFilters {
  const search = shopRoute.useSearch();
  const navigate = shopRoute.useNavigate();

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
    category: search.category ?? DEFAULT_CATEGORY,
    query,
    sort: search.sort ?? DEFAULT_SORT,
    setCategory: (category) =>
      void navigate({
        search: (prev) => ({ ...prev, category: category === DEFAULT_CATEGORY ? undefined : category }),
        resetScroll: false,
      }),
    setQuery,
    setSort: (sort) =>
      void navigate({
        search: (prev) => ({ ...prev, sort: sort === DEFAULT_SORT ? undefined : sort }),
        replace: true,
        resetScroll: false,
      }),
    clear: () => {
      queryInUrl.current = "";
      setQuery("");
      void navigate({
        search: (prev) => ({ ...prev, category: undefined, q: undefined }),
        resetScroll: false,
      });
    },
  };
}
