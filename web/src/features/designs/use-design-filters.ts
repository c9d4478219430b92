import { useDebouncedValue } from "@mantine/hooks";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { ALL_DESIGNS, type DesignCategoryFilter } from "./design-filters";

const listRoute = getRouteApi("/stock-designs/");

/** How long typing pauses before the search text is written to the address bar. */
const URL_WRITE_DELAY_MS = 300;

export interface DesignFilters {
  category: DesignCategoryFilter;
  query: string;
  setCategory: (category: DesignCategoryFilter) => void;
  setQuery: (query: string) => void;
  /** Back to all designs and no search text. */
  clear: () => void;
}

/**
 * The list's search and category, kept in the URL like the shop's so a filtered list can be shared.
 * The text box answers every keystroke from local state and the URL follows after a pause, replacing
 * the history entry so Back does not replay keystrokes; a category choice is a history entry.
 */
export function useDesignFilters(): DesignFilters {
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();

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
    category: search.category ?? ALL_DESIGNS,
    query,
    setCategory: (category) =>
      void navigate({
        search: (prev) => ({ ...prev, category: category === ALL_DESIGNS ? undefined : category }),
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
