import { DEFAULT_PAGE_SIZE, pageSizeChoices } from "@store/api/contracts";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import type { ReactNode } from "react";
import type { ListSearch } from "../list/list-search";

/** Rows picked with a checkbox each (and one for the whole page), for actions on several at once. */
export interface RowSelection<T> {
  selected: T[];
  onChange: (rows: T[]) => void;
  /** The row checkbox's accessible name ("Select order #1042"). */
  rowLabel: (row: T) => string;
  /** The header checkbox's ("Select all orders on this page"). */
  allLabel: string;
}

interface ServerDataTableProps<T, S extends string> {
  records: T[] | undefined;
  columns: DataTableColumn<T>[];
  total: number;
  search: ListSearch<S>;
  defaultSort: S;
  onSearchChange: (patch: Partial<ListSearch<S>>) => void;
  fetching: boolean;
  emptyState: ReactNode;
  label: string;
  /** False for a short list shown whole: no pages, no sorting. */
  paged?: boolean;
  /** Gives the table's scrolling area a name and focus (a table with nothing else to focus). */
  scrollLabel?: string;
  selection?: RowSelection<T>;
}

/**
 * A table whose paging and sorting happen on the server: the URL holds the place, the table only
 * shows one page and asks for another.
 */
export function ServerDataTable<T extends { id: string }, S extends string>({
  records,
  columns,
  total,
  search,
  defaultSort,
  onSearchChange,
  fetching,
  emptyState,
  label,
  paged = true,
  scrollLabel,
  selection,
}: ServerDataTableProps<T, S>) {
  const pageSize = search.page_size ?? DEFAULT_PAGE_SIZE;
  const selectable = selection
    ? {
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        getRecordSelectionCheckboxProps: (row: T) => ({ "aria-label": selection.rowLabel(row) }),
        allRecordsSelectionCheckboxProps: { "aria-label": selection.allLabel },
      }
    : {};
  const table = {
    ...selectable,
    "aria-label": label,
    withTableBorder: true,
    borderRadius: "lg",
    highlightOnHover: true,
    verticalSpacing: "sm",
    minHeight: records && records.length > 0 ? undefined : 260,
    records,
    columns,
    fetching,
    loaderType: "dots",
    emptyState,
    scrollAreaProps: scrollLabel
      ? { viewportProps: { tabIndex: 0, role: "region", "aria-label": scrollLabel } }
      : undefined,
  } as const;
  if (!paged) return <DataTable<T> {...table} />;
  return (
    <DataTable<T>
      {...table}
      totalRecords={total}
      page={search.page ?? 1}
      onPageChange={(page) => onSearchChange({ page: page === 1 ? undefined : page })}
      recordsPerPage={pageSize}
      recordsPerPageOptions={[...pageSizeChoices]}
      onRecordsPerPageChange={(size) =>
        onSearchChange({ page_size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined })
      }
      recordsPerPageLabel="Rows per page"
      paginationText={({ from, to, totalRecords }) =>
        `${from}–${to} of ${totalRecords.toLocaleString("en-US")}`
      }
      getPaginationControlProps={(control) => ({ "aria-label": `${control} page` })}
      getPaginationItemProps={(page) => ({ "aria-label": `Page ${page}` })}
      sortStatus={{ columnAccessor: search.sort ?? defaultSort, direction: search.dir ?? "desc" }}
      onSortStatusChange={({ columnAccessor, direction }) =>
        onSearchChange({ sort: columnAccessor as S, dir: direction, page: undefined })
      }
    />
  );
}
