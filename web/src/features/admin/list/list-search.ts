import { DEFAULT_PAGE_SIZE } from "@store/api/contracts";
import { searchText } from "../../../lib/search-params";

/**
 * A paged list's place in the URL (?page=2&page_size=50&search=tigers&sort=name&dir=asc). Values
 * equal to the defaults stay out of the address; the server applies the same defaults.
 */
export interface ListSearch<S extends string> {
  page: number | undefined;
  page_size: number | undefined;
  search: string | undefined;
  sort: S | undefined;
  dir: "asc" | "desc" | undefined;
}

const wholeNumber = (raw: unknown, min: number, max: number): number | undefined => {
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** Reads a list's search keys from the raw URL; anything unexpected is dropped, not an error. */
export function readListSearch<S extends string>(
  raw: Record<string, unknown>,
  sortColumns: readonly S[],
): ListSearch<S> {
  const page = wholeNumber(raw.page, 1, 1_000_000);
  const size = wholeNumber(raw.page_size, 1, 100);
  return {
    page: page === 1 ? undefined : page,
    page_size: size === DEFAULT_PAGE_SIZE ? undefined : size,
    search: searchText(raw.search, 200),
    sort: sortColumns.find((column) => column === raw.sort),
    dir: raw.dir === "asc" || raw.dir === "desc" ? raw.dir : undefined,
  };
}

/** The tRPC input for a list: only the keys that are set, the server fills in the rest. */
export function listInput<T extends object>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as Partial<T>;
}
