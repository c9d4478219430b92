import { Box, Stack, Text } from "@mantine/core";
import type { QuoteListItem } from "@store/api/contracts";
import {
  IconClipboardList,
  IconClipboardOff,
  IconHourglass,
  IconSparkles,
  IconTools,
} from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { designStatusOptions } from "../../design-records/design-status";
import { dateColumn, designStatusColumn, NameCell, TwoLineCell, WIDE } from "../list/cells";
import { defineAdminList } from "../list/define-admin-list";
import { emptyStates, searchedOrByStatus } from "../list/empty-states";
import { statusFilter } from "../list/ListToolbar";
import { OpenRowLink } from "../list/OpenRowLink";
import { actionsColumn } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatCount, formatDateTime, formatMoney } from "../shared/format";
import { formatDay, playersLabel, sportLabel } from "./quote-labels";
import { quotesData } from "./quotes-data";

// Beside the sidebar the players and date columns fit only on a large screen; below that the
// players count sits under the package and the date under the quote number.
const VERY_WIDE = "(min-width: 88em)"; // Mantine's xl, as hiddenFrom="xl" below
// Red that reads at 4.5:1 on the table in both schemes.
const URGENT = "light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))";

/**
 * Quote, Team, Sport / Package, Players, Needed By, Price, Status, Date, Actions. On a phone the
 * table keeps the team, the status and the way in; the rest is on the details page.
 */
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
      <NameCell name={q.team_name} sub={q.contact_name} subTitle={q.email} maw={{ base: 110, sm: 170 }} />
    ),
  },
  {
    accessor: "sport",
    title: "Sport / Package",
    visibleMediaQuery: WIDE,
    render: (q) => (
      <TwoLineCell
        main={sportLabel(q.sport)}
        sub={
          <>
            {q.package}
            <Box component="span" hiddenFrom="xl">
              {" · "}
              {playersLabel(q.players)}
            </Box>
          </>
        }
        miw={130}
      />
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
      <TwoLineCell
        main={formatMoney(q.estimate)}
        sub={q.final_price === null ? "Not quoted" : `Quoted ${formatMoney(q.final_price)}`}
        align="flex-end"
      />
    ),
  },
  designStatusColumn({ sortable: true, noWrap: true }),
  dateColumn({
    noWrap: true,
    visibleMediaQuery: VERY_WIDE,
    render: (q) => {
      // Date over time keeps the column narrow enough for the table to fit beside the sidebar.
      const [day, time] = splitDateTime(formatDateTime(q.created_at));
      return <TwoLineCell main={day} sub={time} />;
    },
  }),
  actionsColumn((q) => (
    <OpenRowLink
      to="/admin/quotes/$id"
      params={{ id: q.id }}
      aria-label={`Open quote ${q.reference} for ${q.team_name}`}
    />
  )),
];

/** Team quotes: tiles, the requests a page at a time, filtered by status; each opens on its own page. */
export const quotesList = defineAdminList({
  data: quotesData,
  screen: adminScreens.quotes,
  // What needs doing: new requests, quotes waiting for the coach, and approved work.
  tiles: (stats) => [
    { label: "Total Quotes", value: stats?.total, icon: IconClipboardList, color: "navy" },
    { label: "New", value: stats?.new, icon: IconSparkles, color: "blue" },
    {
      label: "Awaiting Customer",
      value: stats?.awaiting_customer,
      icon: IconHourglass,
      color: "yellow",
    },
    {
      label: "Approved / In Production",
      value: stats && `${formatCount(stats.approved)} / ${formatCount(stats.in_production)}`,
      icon: IconTools,
      color: "teal",
    },
  ],
  searchBox: { label: "Search quotes", placeholder: "Search team, contact, email or quote number..." },
  filters: [statusFilter(designStatusOptions, 200)],
  table: {
    label: "Quotes",
    empty: emptyStates(
      IconClipboardOff,
      searchedOrByStatus,
      { title: "No quotes found", text: "No quote matches this search or status." },
      { title: "No Quotes Yet", text: "Quote requests from coaches will appear here." },
    ),
  },
  failure: { prefix: "Error fetching quotes", retryLabel: "Try Again" },
  useView: () => ({ columns }),
});

/** "Nov 23, 2026, 12:28 PM" → ["Nov 23, 2026", "12:28 PM"]. */
const splitDateTime = (text: string): [string, string] => {
  const at = text.lastIndexOf(", ");
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + 2)];
};
