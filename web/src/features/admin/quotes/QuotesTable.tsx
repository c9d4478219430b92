import { Box, Group, Stack, Text } from "@mantine/core";
import type { QuoteListItem } from "@store/api/schemas/quotes";
import { IconArrowRight, IconClipboardOff } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { LinkButton } from "../../designs/LinkButton";
import type { QuoteSearch, QuoteSort } from "../routing/quote-search";
import { EmptyState } from "../shared/EmptyState";
import { formatDateTime, formatMoney } from "../shared/format";
import { ServerDataTable } from "../shared/ServerDataTable";
import { formatDay, playersLabel, sportLabel } from "./quote-labels";

// On a phone the table keeps the team, the status and the way in; the rest is on the details page.
const WIDE = "(min-width: 48em)";
// Beside the sidebar the players and date columns fit only on a large screen; below that the
// players count sits under the package and the date under the quote number.
const VERY_WIDE = "(min-width: 88em)"; // Mantine's xl, as hiddenFrom="xl" below
// Red that reads at 4.5:1 on the table in both schemes.
const URGENT = "light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))";

interface QuotesTableProps {
  page: { items: QuoteListItem[]; total: number } | undefined;
  search: QuoteSearch;
  onSearchChange: (patch: Partial<QuoteSearch>) => void;
  fetching: boolean;
}

/** Quote, Team, Sport / Package, Players, Needed By, Price, Status, Date, Actions. */
export function QuotesTable({ page, search, onSearchChange, fetching }: QuotesTableProps) {
  const columns: DataTableColumn<QuoteListItem>[] = [
    {
      accessor: "number",
      title: "Quote",
      sortable: true,
      visibleMediaQuery: WIDE,
      noWrap: true,
      render: (q) => (
        <Stack gap={0}>
          <Text size="sm" fw={700}>
            {q.reference}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="xl">
            {splitDateTime(formatDateTime(q.created_at))[0]}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "team_name",
      title: "Team",
      sortable: true,
      render: (q) => (
        <Stack gap={0} maw={{ base: 110, sm: 170 }}>
          <Text size="sm" fw={600} truncate="end">
            {q.team_name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" title={q.email}>
            {q.contact_name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "sport",
      title: "Sport / Package",
      visibleMediaQuery: WIDE,
      render: (q) => (
        <Stack gap={0} miw={130}>
          <Text size="sm">{sportLabel(q.sport)}</Text>
          <Text size="xs" c="dimmed">
            {q.package}
            <Box component="span" hiddenFrom="xl">
              {" · "}
              {playersLabel(q.players)}
            </Box>
          </Text>
        </Stack>
      ),
    },
    { accessor: "players", title: "Players", textAlign: "right", visibleMediaQuery: VERY_WIDE },
    {
      accessor: "needed_by",
      title: "Needed By",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (q) => (
        <Stack gap={0}>
          <Text size="sm">{q.needed_by ? formatDay(q.needed_by) : "—"}</Text>
          {q.rush && (
            <Text size="xs" fw={600} style={{ color: URGENT }}>
              Rush {q.rush}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "estimate",
      title: "Estimate / Quoted",
      textAlign: "right",
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (q) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatMoney(q.estimate)}</Text>
          <Text size="xs" c="dimmed">
            {q.final_price === null ? "Not quoted" : `Quoted ${formatMoney(q.final_price)}`}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      noWrap: true,
      render: (q) => <DesignStatusBadge status={q.status} />,
    },
    {
      accessor: "created_at",
      title: "Date",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: VERY_WIDE,
      render: (q) => {
        // Date over time keeps the column narrow enough for the table to fit beside the sidebar.
        const [day, time] = splitDateTime(formatDateTime(q.created_at));
        return (
          <Stack gap={0}>
            <Text size="sm">{day}</Text>
            <Text size="xs" c="dimmed">
              {time}
            </Text>
          </Stack>
        );
      },
    },
    {
      accessor: "actions",
      title: "Actions",
      textAlign: "right",
      render: (q) => (
        <Group justify="flex-end">
          <LinkButton
            to="/admin/quotes/$id"
            params={{ id: q.id }}
            size="compact-sm"
            variant="subtle"
            rightSection={<IconArrowRight size={14} aria-hidden="true" />}
            aria-label={`Open quote ${q.reference} for ${q.team_name}`}
          >
            <Box component="span" visibleFrom="sm">
              Open
            </Box>
          </LinkButton>
        </Group>
      ),
    },
  ];

  const filtered = Boolean(search.search || search.status);
  return (
    <ServerDataTable<QuoteListItem, QuoteSort>
      label="Quotes"
      records={page?.items}
      columns={columns}
      total={page?.total ?? 0}
      search={search}
      defaultSort="created_at"
      onSearchChange={onSearchChange}
      fetching={fetching}
      emptyState={
        <EmptyState icon={IconClipboardOff} title={filtered ? "No quotes found" : "No Quotes Yet"}>
          {filtered
            ? "No quote matches this search or status."
            : "Quote requests from coaches will appear here."}
        </EmptyState>
      }
    />
  );
}

/** "Nov 23, 2026, 12:28 PM" → ["Nov 23, 2026", "12:28 PM"]. */
const splitDateTime = (text: string): [string, string] => {
  const at = text.lastIndexOf(", ");
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + 2)];
};
