import { Box, Button, Group, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconCalendarMonth, IconDownload, IconEye, IconInbox, IconPaperclip } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { designStatusOptions } from "../../design-records/design-status";
import { defineAdminList } from "../list/define-admin-list";
import { actionsColumn } from "../list/RowActions";
import { formatCount, formatDateTime } from "../shared/format";
import { artworkData } from "./artwork-data";
import { downloadAllFiles, fileAddresses } from "./downloads";
import { SubmissionDetailsModal } from "./SubmissionDetailsModal";

// On a phone the table keeps date, customer and actions; the rest is in View Details.
const WIDE = "(min-width: 48em)";

export type Submission = RouterOutputs["submissions"]["listArtwork"]["items"][number];

const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));

/** 'Recent Submissions' (spec §2): Date, Customer, Team, Products, Status, Upload, Actions. */
const columns = (onView: (submission: Submission) => void): DataTableColumn<Submission>[] => [
  {
    accessor: "created_at",
    title: "Date",
    sortable: true,
    render: (s) => formatDateTime(s.created_at),
  },
  {
    accessor: "name",
    title: "Customer",
    sortable: true,
    render: (s) => (
      <Stack gap={0} maw={{ base: 130, sm: 260 }}>
        <Text size="sm" fw={600} truncate="end">
          {s.name || "Unknown"}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" title={s.email}>
          {s.email}
        </Text>
      </Stack>
    ),
  },
  { accessor: "team_name", title: "Team", sortable: true, visibleMediaQuery: WIDE },
  {
    accessor: "products_interested",
    title: "Products",
    visibleMediaQuery: WIDE,
    render: (s) => (
      <Text size="sm" lineClamp={2} miw={160} maw={280}>
        {s.products_interested}
      </Text>
    ),
  },
  {
    accessor: "status",
    title: "Status",
    visibleMediaQuery: WIDE,
    render: (s) => <DesignStatusBadge status={s.status} />,
  },
  {
    accessor: "uploaded_design_url",
    title: "Upload",
    visibleMediaQuery: WIDE,
    render: (s) => {
      const files = fileAddresses(s.uploaded_design_url);
      return files.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          aria-label={`Download ${files.length === 1 ? "the file" : `${files.length} files`} from ${s.name}`}
          onClick={() => void downloadAllFiles(s.name, files)}
        >
          {files.length === 1 ? "1 file" : `${files.length} files`}
        </Button>
      );
    },
  },
  actionsColumn((s) => (
    <Group justify="flex-end">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconEye size={14} aria-hidden="true" />}
        aria-label={`View details of ${s.name}'s request`}
        onClick={() => onView(s)}
      >
        <Box component="span" visibleFrom="sm">
          View Details
        </Box>
      </Button>
    </Group>
  )),
];

/** Spec §2 Admin Artwork Submissions: tiles, the requests a page at a time, and each in detail. */
export const artworkList = defineAdminList({
  data: artworkData,
  title: "Artwork Submissions",
  description: "Custom artwork requests from the website, newest first, with their files.",
  exportPath: "/api/custom-artwork-submissions/export",
  // Spec §2/§9: Total Submissions, This Month (calendar month), With Uploads.
  tiles: {
    cols: { base: 2, sm: 3 },
    of: (stats) => [
      { label: "Total Submissions", value: count(stats?.total), icon: IconInbox, color: "navy" },
      { label: "This Month", value: count(stats?.this_month), icon: IconCalendarMonth, color: "teal" },
      { label: "With Uploads", value: count(stats?.with_uploads), icon: IconPaperclip, color: "orange" },
    ],
  },
  searchBox: { label: "Search submissions", placeholder: "Search name, email, team or products..." },
  filters: [
    {
      key: "status",
      label: "Filter by status",
      placeholder: "All statuses",
      options: designStatusOptions,
      width: 200,
    },
  ],
  section: { id: "recent-submissions", title: "Recent Submissions" },
  table: {
    label: "Recent Submissions",
    defaultSort: "created_at",
    empty: (search) =>
      search.search || search.status
        ? {
            icon: IconInbox,
            title: "No submissions found",
            text: "Try another name, team, product or status.",
          }
        : {
            icon: IconInbox,
            title: "No Submissions Yet",
            text: "Custom artwork requests from the website will appear here.",
          },
  },
  failure: { prefix: "Error fetching submissions", retryLabel: "Try Again" },
  useView: () => {
    const [viewing, setViewing] = useState<Submission | null>(null);
    return {
      columns: columns(setViewing),
      dialogs: <SubmissionDetailsModal submission={viewing} onClose={() => setViewing(null)} />,
    };
  },
});
