import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/** How long typing pauses before the search text is written to the address bar. */
const URL_WRITE_DELAY_MS = 300;

/** A list's search and category as its URL holds them. */
export interface UrlFilterValues<C extends string> {
  category?: C;
  q?: string;
}

export interface UrlFilters<C extends string> {
  category: C;
  query: string;
  setCategory: (category: C) => void;
  setQuery: (query: string) => void;
  /** Back to everything and no search text. */
  clear: () => void;
}

/**
 * A list's search and category, kept in the URL so a filtered list can be shared. The text box
 * answers every keystroke from local state and the URL follows after a pause, replacing the
 * history entry so Back does not replay keystrokes; a category choice is a history entry.
 * `write` merges values into the route's search (undefined removes a key).
 */
export function useUrlFilters<C extends string>(
  search: UrlFilterValues<C>,
  all: C,
  write: (next: UrlFilterValues<C>, replace: boolean) => void,
): UrlFilters<C> {
  const [query, setQuery] = useState(search.q ?? "");
  const settledQuery = useDebouncedValue(query, URL_WRITE_DELAY_MS);
  const queryInUrl = useRef(search.q ?? "");
  // The latest writer, so the effect below does not run again for a new function each render.
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    if (settledQuery === queryInUrl.current) return;
    queryInUrl.current = settledQuery;
    writeRef.current({ q: settledQuery.trim() === "" ? undefined : settledQuery }, true);
  }, [settledQuery]);

  // The URL changed under us (Back, a link, Clear filters): show its text.
  useEffect(() => {
    const fromUrl = search.q ?? "";
    if (fromUrl === queryInUrl.current) return;
    queryInUrl.current = fromUrl;
    setQuery(fromUrl);
  }, [search.q]);

  return {
    category: search.category ?? all,
    query,
    setCategory: (category) => write({ category: category === all ? undefined : category }, false),
    setQuery,
    clear: () => {
      queryInUrl.current = "";
      setQuery("");
      write({ category: undefined, q: undefined }, false);
    },
  };
}
