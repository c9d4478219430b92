import { Title } from "@mantine/core";
import type { Permission } from "@store/api/contracts";
import type { Icon } from "@tabler/icons-react";
import { useQuery, useQueryErrorResetBoundary, useSuspenseQuery } from "@tanstack/react-query";
import {
  type ErrorComponentProps,
  useLoaderData,
  useNavigate,
  useRouter,
  useSearch,
} from "@tanstack/react-router";
import type { DataTableColumn } from "mantine-datatable";
import { type ReactNode, useEffect } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { EmptyState } from "../../layout/EmptyState";
import type { AdminLinkSpec } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { type RowSelection, ServerDataTable } from "../shared/ServerDataTable";
import { usePermissions } from "../shared/use-can";
import { ExportButton } from "./ExportButton";
import { type ListFilter, ListToolbar } from "./ListToolbar";
import type { TypedQuery } from "./list-data";
import type { ListSearch } from "./list-search";
import { StatTiles, type TileSpec } from "./StatTiles";

/** A page of rows; lists that are not paged send no total. */
export type Paged<Row> = { items: Row[]; total?: number };
type AnySearch = Partial<ListSearch<string>> & object;

/** What a screen adds that needs React state: its columns, header buttons and dialogs. */
export interface ListView<Row> {
  columns: DataTableColumn<Row>[];
  actions?: ReactNode;
  dialogs?: ReactNode;
  /** Between the tiles and the search box (e.g. a drop area for uploads). */
  banner?: ReactNode;
  /** Controls at the right end of the search row (e.g. a view switch). */
  toolbar?: ReactNode;
  /** Shown instead of the table (e.g. the same page as cards); undefined keeps the table. */
  body?: ReactNode;
  /** Rows can be picked (a checkbox each) for actions on several at once. */
  selection?: RowSelection<Row>;
  /** Right above the table: what to do with the picked rows. */
  bulkBar?: ReactNode;
}

export interface AdminListDeclaration<S extends AnySearch, Row extends object, T> {
  /** The route half (`defineListData`): the screen reads the queries its loader started. */
  data: {
    list: (search: S) => TypedQuery<Paged<Row> | Row[]>;
    stats?: () => TypedQuery<T>;
    statsPermission?: Permission;
    read: (raw: Record<string, unknown>) => S;
  };
  /** The screen's entry in the sidebar: its heading and the line under it. */
  screen: AdminLinkSpec;
  /** The REST path of the screen's CSV export, when it has one. */
  exportPath?: string;
  /** An export is a report: offered only to a role that has this (else the list's own). */
  exportPermission?: Permission;
  /** The figures above the list, from the stats query (undefined until it answers). */
  tiles?: (stats: T | undefined) => TileSpec[];
  searchBox?: { label: string; placeholder: string };
  filters?: ListFilter<S>[];
  /** A titled section around the table (a heading screen readers can jump to). */
  section?: { id: string; title: string };
  table: {
    label: string;
    /** The column sorted on when the address names none; newest first (`created_at`) unless said. */
    defaultSort?: string;
    /** The row's key, when the rows have no `id` of their own. */
    rowId?: (row: Row) => string;
    /** A short list the server sends whole (an array): no pages, no sorting. */
    paged?: false;
    /** Names the table's scrolling area and lets it take focus. */
    scrollLabel?: string;
    empty: (search: S) => { icon: Icon; title: string; text?: string };
  };
  /** The §8 failure sentence's start and its button. */
  failure: { prefix: string; retryLabel: string };
  /**
   * A hook: the columns with their row actions, and whatever those open. `empty` is the declared
   * empty state, for a screen that shows its rows in a body of its own.
   */
  useView: (search: S, page: Paged<Row>, empty: ReactNode) => ListView<Row>;
}

/**
 * The list's place in the URL, read with the list's reader (the route keeps the address as given),
 * and a way to move it (page, sort, search, filters).
 */
export function useListSearch<S extends AnySearch>(read: (raw: Record<string, unknown>) => S) {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = read(raw);
  const navigate = useNavigate();
  // Laid over the address as it is when the change lands, not as this render saw it: a search
  // typed just before a sort is chosen commits after it and must not undo it.
  const onSearchChange = (patch: Partial<S>) =>
    void navigate({
      to: ".",
      search: ((current: object) => ({ ...current, ...patch })) as never,
      resetScroll: false,
    });
  return { search, onSearchChange };
}

/**
 * One admin list screen from one declaration: header, tiles, search and filters, the server-paged
 * table with its row actions and dialogs, the CSV export, and the route's error screen with Retry.
 */
export function defineAdminList<S extends AnySearch, Row extends object, T = never>(
  declaration: AdminListDeclaration<S, Row, T>,
) {
  const { data, screen, exportPath, exportPermission, tiles, searchBox, filters, section, table, failure } =
    declaration;

  function Tiles({ stats }: { stats: () => TypedQuery<T> }) {
    const { data: figures } = useQuery(stats() as never);
    return tiles ? <StatTiles tiles={tiles(figures as T | undefined)} /> : null;
  }

  function Frame({
    actions,
    banner,
    toolbar,
    children,
  }: Omit<ListView<Row>, "columns"> & { children: ReactNode }) {
    const { search, onSearchChange } = useListSearch<S>(data.read);
    const permissions = usePermissions();
    const allowed = (permission: Permission | undefined) => !permission || permissions.includes(permission);
    const offersExport = Boolean(exportPath) && allowed(exportPermission);
    const buttons =
      actions || offersExport ? (
        <>
          {actions}
          {offersExport && exportPath && <ExportButton path={exportPath} search={search} />}
        </>
      ) : undefined;
    return (
      <>
        <PageHeader title={screen.label} description={screen.description} actions={buttons} />
        {data.stats && allowed(data.statsPermission) && <Tiles stats={data.stats} />}
        {banner}
        <ListToolbar
          search={search}
          onSearchChange={onSearchChange}
          searchBox={searchBox}
          filters={filters}
          extra={toolbar}
        />
        {children}
      </>
    );
  }

  /** What an empty page says: nothing matches, or nothing yet. */
  function ListEmpty({ search }: { search: S }) {
    const empty = table.empty(search);
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }

  /** The list, or the failure its loader met. */
  function Screen() {
    const loaded = useLoaderData({ strict: false }) as { failure?: unknown } | undefined;
    return loaded?.failure === undefined ? <List /> : <ErrorScreen error={loaded.failure as Error} />;
  }

  function List() {
    const { search, onSearchChange } = useListSearch<S>(data.read);
    const list = useSuspenseQuery(data.list(search) as never) as {
      data: Paged<Row> | Row[];
      isFetching: boolean;
    };
    const page = Array.isArray(list.data) ? { items: list.data } : list.data;
    const emptyState = <ListEmpty search={search} />;
    const view = declaration.useView(search, page, emptyState);
    const { rowId } = table;
    const body = view.body ?? (
      <ServerDataTable<Row & { id: string }, string>
        label={table.label}
        records={rowId ? page.items.map((row) => ({ ...row, id: rowId(row) })) : (page.items as never)}
        columns={view.columns as DataTableColumn<Row & { id: string }>[]}
        total={page.total ?? 0}
        paged={table.paged !== false}
        scrollLabel={table.scrollLabel}
        search={search as ListSearch<string>}
        defaultSort={table.defaultSort ?? "created_at"}
        onSearchChange={onSearchChange as (patch: Partial<ListSearch<string>>) => void}
        fetching={list.isFetching}
        emptyState={emptyState}
        selection={view.selection as RowSelection<Row & { id: string }> | undefined}
      />
    );
    return (
      <Frame actions={view.actions} banner={view.banner} toolbar={view.toolbar}>
        {section ? (
          <section aria-labelledby={section.id}>
            <Title order={2} id={section.id} fz="lg" mb="xs">
              {section.title}
            </Title>
            {view.bulkBar}
            {body}
          </section>
        ) : (
          <>
            {view.bulkBar}
            {body}
          </>
        )}
        {view.dialogs}
      </Frame>
    );
  }

  /** The list could not be read (or the screen failed, as the route's error screen): Retry runs the loader again. */
  function ErrorScreen({ error }: Pick<ErrorComponentProps, "error">) {
    const router = useRouter();
    const queryErrors = useQueryErrorResetBoundary();
    useEffect(() => queryErrors.reset(), [queryErrors]);
    return (
      <Frame>
        <ErrorBox
          message={describeFailure(failure.prefix, error)}
          retryLabel={failure.retryLabel}
          onRetry={() => void router.invalidate()}
        />
      </Frame>
    );
  }

  return { Screen, ErrorScreen, ListEmpty };
}
