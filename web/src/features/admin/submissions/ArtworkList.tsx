import { Button, Text } from "@mantine/core";
import { ARTWORK_EXPORT_PATH, type RouterOutputs } from "@store/api/contracts";
import { IconCalendarMonth, IconDownload, IconInbox, IconPaperclip } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { designStatusOptions } from "../../design-records/design-status";
import { dateColumn, designStatusColumn, NameCell, WIDE } from "../list/cells";
import { defineAdminList } from "../list/define-admin-list";
import { emptyStates, searchedOrByStatus } from "../list/empty-states";
import { statusFilter } from "../list/ListToolbar";
import { actionsColumn } from "../list/RowActions";
import { ViewRowButton } from "../list/ViewRowButton";
import { adminScreens } from "../shared/admin-links";
import { artworkData } from "./artwork-data";
import { downloadAllFiles, fileAddresses } from "./downloads";
import { SubmissionDetailsModal } from "./SubmissionDetailsModal";

export type Submission = RouterOutputs["submissions"]["listArtwork"]["items"][number];

/**
 * 'Recent Submissions' (spec §2): Date, Customer (with the request's reference), Team, Products,
 * Status, Upload, Actions. On a phone the table keeps date, customer and actions; the rest is in
 * View Details.
 */
const columns = (onView: (submission: Submission) => void): DataTableColumn<Submission>[] => [
  dateColumn(),
  {
    accessor: "name",
    title: "Customer",
    sortable: true,
    // The reference first: it is what a customer reads out on the phone (issue 26).
    render: (s) => (
      <NameCell name={s.name || "Unknown"} sub={`${s.reference} · ${s.email}`} maw={{ base: 130, sm: 260 }} />
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
  designStatusColumn({ visibleMediaQuery: WIDE }),
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
    <ViewRowButton
      label="View Details"
      aria-label={`View details of ${s.name}'s request ${s.reference}`}
      onClick={() => onView(s)}
    />
  )),
];

/** Spec §2 Admin Artwork Submissions: tiles, the requests a page at a time, and each in detail. */
export const artworkList = defineAdminList({
  data: artworkData,
  screen: adminScreens.artwork,
  exportPath: ARTWORK_EXPORT_PATH,
  // Spec §2/§9: Total Submissions, This Month (calendar month), With Uploads.
  tiles: (stats) => [
    { label: "Total Submissions", value: stats?.total, icon: IconInbox, color: "navy" },
    { label: "This Month", value: stats?.this_month, icon: IconCalendarMonth, color: "teal" },
    { label: "With Uploads", value: stats?.with_uploads, icon: IconPaperclip, color: "orange" },
  ],
  searchBox: {
    label: "Search submissions",
    placeholder: "Search name, email, team, products or number (A-3001)...",
  },
  filters: [statusFilter(designStatusOptions, 200)],
  section: { id: "recent-submissions", title: "Recent Submissions" },
  table: {
    label: "Recent Submissions",
    empty: emptyStates(
      IconInbox,
      searchedOrByStatus,
      { title: "No submissions found", text: "Try another name, team, product or status." },
      { title: "No Submissions Yet", text: "Custom artwork requests from the website will appear here." },
    ),
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
