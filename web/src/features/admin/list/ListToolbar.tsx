import { Group, Select } from "@mantine/core";
import type { ReactNode } from "react";
import { SearchBox } from "../shared/SearchBox";

type FilterOptions = { value: string; label: string }[];

/** A select above the list that narrows it by one URL key (e.g. ?status=shipped). */
export interface ListFilter<S> {
  key: keyof S & string;
  label: string;
  /** The choices, or the choices for the list's place (an order's status words follow its fulfilment filter). */
  options: FilterOptions | ((search: S) => FilterOptions);
  width: number;
  /** Cleared by choosing "All …" (this label) instead of a clear button, with no placeholder. */
  all?: string;
  placeholder?: string;
}

/** The status select most lists share; `width` fits the longest status word. */
export const statusFilter = <S extends { status?: string }>(
  options: ListFilter<S>["options"],
  width: number,
): ListFilter<S> => ({
  key: "status" as keyof S & string,
  label: "Filter by status",
  placeholder: "All statuses",
  options,
  width,
});

// The "All …" choice's value; in the URL it is the key left out.
const ALL = "all";

export interface ListToolbarProps<S> {
  search: S;
  onSearchChange: (patch: Partial<S>) => void;
  searchBox?: { label: string; placeholder: string };
  filters?: ListFilter<S>[];
  /** More controls, at the row's right end. */
  extra?: ReactNode;
}

/** The search box and filters of a list; each change goes back to the first page. */
export function ListToolbar<S extends object>({
  search,
  onSearchChange,
  searchBox,
  filters = [],
  extra,
}: ListToolbarProps<S>) {
  if (!searchBox && filters.length === 0 && !extra) return null;
  const values = search as Record<string, string | undefined>;
  const change = (key: string, value: string | undefined) =>
    onSearchChange({ [key]: value, page: undefined } as unknown as Partial<S>);
  return (
    <Group mb="sm" gap="sm" justify={extra ? "space-between" : undefined}>
      {searchBox && (
        <SearchBox
          label={searchBox.label}
          placeholder={searchBox.placeholder}
          value={values.search}
          onChange={(text) => change("search", text)}
        />
      )}
      {filters.map((filter) => {
        const options = typeof filter.options === "function" ? filter.options(search) : filter.options;
        return (
          <Select
            key={filter.key}
            aria-label={filter.label}
            placeholder={filter.placeholder}
            data={filter.all ? [{ value: ALL, label: filter.all }, ...options] : options}
            value={values[filter.key] ?? (filter.all ? ALL : null)}
            onChange={(value) => change(filter.key, !value || value === ALL ? undefined : value)}
            clearable={!filter.all}
            allowDeselect={!filter.all}
            w={{ base: "100%", sm: filter.width }}
          />
        );
      })}
      {extra}
    </Group>
  );
}
