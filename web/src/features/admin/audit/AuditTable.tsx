import { Badge, Button, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconHistoryOff } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import type { ListSearch } from "../list/list-search";
import type { AuditSearch } from "../routing/audit-search";
import { EmptyState } from "../shared/EmptyState";
import { formatDateTime } from "../shared/format";
import { ServerDataTable } from "../shared/ServerDataTable";
import { actionMeta } from "./audit-labels";

// On a phone the table keeps when, what and the button; who and the summary are in the details.
const WIDE = "(min-width: 48em)";

export type AuditEntry = RouterOutputs["audit"]["list"]["items"][number];

interface AuditTableProps {
  page: RouterOutputs["audit"]["list"] | undefined;
  search: AuditSearch;
  onSearchChange: (patch: Partial<AuditSearch>) => void;
  fetching: boolean;
  onView: (entry: AuditEntry) => void;
}

/** The log a page at a time: When, Who, Action, Summary, and the button to the details. */
export function AuditTable({ page, search, onSearchChange, fetching, onView }: AuditTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      accessor: "created_at",
      title: "When",
      noWrap: true,
      render: (e) => formatDateTime(e.created_at),
    },
    {
      accessor: "actor_email",
      title: "Who",
      visibleMediaQuery: WIDE,
      render: (e) => (
        <Text size="sm" maw={240} truncate="end" title={e.actor_email}>
          {e.actor_email}
        </Text>
      ),
    },
    {
      accessor: "action",
      title: "Action",
      noWrap: true,
      render: (e) => {
        const { label, color } = actionMeta(e.action);
        return (
          <Badge color={color} variant="dot">
            {label}
          </Badge>
        );
      },
    },
    {
      accessor: "summary",
      title: "Summary",
      visibleMediaQuery: WIDE,
      render: (e) => (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {e.summary}
        </Text>
      ),
    },
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (e) => (
        <Button
          variant="subtle"
          size="xs"
          aria-label={`View Changes: ${e.summary} (${formatDateTime(e.created_at)})`}
          onClick={() => onView(e)}
        >
          View Changes
        </Button>
      ),
    },
  ];

  // The log is always newest first: the table only pages, it never sorts.
  const place: ListSearch<"created_at"> = {
    page: search.page,
    page_size: search.page_size,
    search: undefined,
    sort: undefined,
    dir: undefined,
  };
  const onPlaceChange = (patch: Partial<ListSearch<"created_at">>) =>
    onSearchChange({
      ...("page" in patch ? { page: patch.page } : {}),
      ...("page_size" in patch ? { page_size: patch.page_size } : {}),
    });

  return (
    <ServerDataTable<AuditEntry, "created_at">
      label="Audit log"
      records={page?.items}
      columns={columns}
      total={page?.total ?? 0}
      search={place}
      defaultSort="created_at"
      onSearchChange={onPlaceChange}
      fetching={fetching}
      emptyState={
        <EmptyState
          icon={IconHistoryOff}
          title={search.entity ? "No changes of this kind" : "No changes recorded yet"}
        >
          {search.entity
            ? "No change to this kind of record is recorded. Choose All records to see every change."
            : "Changes staff make in the portal will appear here."}
        </EmptyState>
      }
    />
  );
}
