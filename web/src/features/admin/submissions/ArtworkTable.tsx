import { Box, Button, Group, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { IconDownload, IconEye, IconInbox } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import type { ArtworkSearch, ArtworkSort } from "../routing/artwork-search";
import { EmptyState } from "../shared/EmptyState";
import { formatDateTime } from "../shared/format";
import { ServerDataTable } from "../shared/ServerDataTable";
import { downloadAllFiles, fileAddresses } from "./downloads";

// On a phone the table keeps date, customer and actions; the rest is in View Details.
const WIDE = "(min-width: 48em)";

export type Submission = RouterOutputs["submissions"]["listArtwork"]["items"][number];

interface ArtworkTableProps {
  page: RouterOutputs["submissions"]["listArtwork"] | undefined;
  search: ArtworkSearch;
  onSearchChange: (patch: Partial<ArtworkSearch>) => void;
  fetching: boolean;
  onView: (submission: Submission) => void;
}

/** 'Recent Submissions' (spec §2): Date, Customer, Team, Products, Status, Upload, Actions. */
export function ArtworkTable({ page, search, onSearchChange, fetching, onView }: ArtworkTableProps) {
  const columns: DataTableColumn<Submission>[] = [
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
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (s) => (
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
      ),
    },
  ];

  const filtered = Boolean(search.search || search.status);
  return (
    <ServerDataTable<Submission, ArtworkSort>
      label="Recent Submissions"
      records={page?.items}
      columns={columns}
      total={page?.total ?? 0}
      search={search}
      defaultSort="created_at"
      onSearchChange={onSearchChange}
      fetching={fetching}
      emptyState={
        <EmptyState icon={IconInbox} title={filtered ? "No submissions found" : "No Submissions Yet"}>
          {filtered
            ? "Try another name, team, product or status."
            : "Custom artwork requests from the website will appear here."}
        </EmptyState>
      }
    />
  );
}
