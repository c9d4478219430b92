import { Badge, Button, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { IconHistoryOff } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { defineAdminList } from "../list/define-admin-list";
import { actionsColumn } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatDateTime } from "../shared/format";
import { AuditDetailsModal } from "./AuditDetailsModal";
import { auditData } from "./audit-data";
import { actionMeta, entityOptions } from "./audit-labels";

// On a phone the table keeps when, what and the button; who and the summary are in the details.
const WIDE = "(min-width: 48em)";

export type AuditEntry = RouterOutputs["audit"]["list"]["items"][number];

/** The log a page at a time: When, Who, Action, Summary, and the button to the details. */
const columns = (onView: (entry: AuditEntry) => void): DataTableColumn<AuditEntry>[] => [
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
  actionsColumn((e) => (
    <Button
      variant="subtle"
      size="xs"
      aria-label={`View Changes: ${e.summary} (${formatDateTime(e.created_at)})`}
      onClick={() => onView(e)}
    >
      View Changes
    </Button>
  )),
];

/** Who changed what, newest first: read-only, since the changes themselves write the entries. */
export const auditList = defineAdminList({
  data: auditData,
  screen: adminScreens.audit,
  filters: [
    { key: "entity", label: "Kind of record", all: "All records", options: entityOptions, width: 200 },
  ],
  table: {
    label: "Audit log",
    empty: (search) =>
      search.entity
        ? {
            icon: IconHistoryOff,
            title: "No changes of this kind",
            text: "No change to this kind of record is recorded. Choose All records to see every change.",
          }
        : {
            icon: IconHistoryOff,
            title: "No changes recorded yet",
            text: "Changes staff make in the portal will appear here.",
          },
  },
  failure: { prefix: "Error fetching the audit log", retryLabel: "Try Again" },
  useView: () => {
    const [viewing, setViewing] = useState<AuditEntry | null>(null);
    return {
      columns: columns(setViewing),
      dialogs: <AuditDetailsModal entry={viewing} onClose={() => setViewing(null)} />,
    };
  },
});
