import { Button } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { TEAM_STORES_EXPORT_PATH } from "@store/api/contracts";
import { IconBuildingStore, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { NameCell, TwoLineCell, WIDE } from "../list/cells";
import { defineAdminList } from "../list/define-admin-list";
import { emptyStates, searchedOrByStatus } from "../list/empty-states";
import { statusFilter } from "../list/ListToolbar";
import { OpenRowLink } from "../list/OpenRowLink";
import { actionsColumn } from "../list/RowActions";
import { adminScreens } from "../shared/admin-links";
import { formatCount, formatMoney } from "../shared/format";
import { centralInWords } from "./central-time";
import { NewTeamStoreModal } from "./create/NewTeamStoreModal";
import { TeamStoreStatusBadge, teamStoreStatusOptions } from "./store-labels";
import { teamStoresData } from "./team-stores-data";

type Row = RouterOutputs["teamStores"]["list"]["items"][number];

const VERY_WIDE = "(min-width: 88em)";

/**
 * Team stores: status, team, when it closes (Central), orders, pieces, revenue, fundraising and
 * what is unpaid; search, a status filter, sorting and pages by the server; CSV; a new store.
 */
export const teamStoresList = defineAdminList({
  data: teamStoresData,
  screen: adminScreens.teamStores,
  exportPath: TEAM_STORES_EXPORT_PATH,
  exportPermission: "reports.view",
  searchBox: { label: "Search team stores", placeholder: "Search team, sport, coach or store link..." },
  filters: [statusFilter(teamStoreStatusOptions, 180)],
  table: {
    label: "Team stores",
    empty: emptyStates(
      IconBuildingStore,
      searchedOrByStatus,
      { title: "No stores found", text: "No store matches this search or status." },
      {
        title: "No Team Stores Yet",
        text: "Make one from scratch, from an earlier store, or from an approved quote.",
      },
    ),
  },
  failure: { prefix: "Error fetching team stores", retryLabel: "Try Again" },
  useView: () => {
    const [creating, setCreating] = useState(false);
    return {
      actions: (
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          New team store
        </Button>
      ),
      dialogs: <NewTeamStoreModal opened={creating} onClose={() => setCreating(false)} />,
      columns: [
        {
          accessor: "status",
          title: "Status",
          sortable: true,
          render: (s: Row) => <TeamStoreStatusBadge status={s.status} />,
        },
        {
          accessor: "team_name",
          title: "Team",
          sortable: true,
          render: (s: Row) => (
            <NameCell name={s.team_name} sub={`${s.sport} · /team/${s.slug}`} maw={{ base: 120, sm: 260 }} />
          ),
        },
        {
          accessor: "closes_at",
          title: "Closes (CT)",
          sortable: true,
          visibleMediaQuery: WIDE,
          render: (s: Row) => (
            <TwoLineCell
              main={centralInWords(s.closes_at)}
              sub={`Opens ${centralInWords(s.opens_at)}`}
              miw={170}
            />
          ),
        },
        {
          accessor: "orders",
          title: "Orders / Pieces",
          textAlign: "right",
          visibleMediaQuery: WIDE,
          render: (s: Row) => `${formatCount(s.orders)} / ${formatCount(s.pieces)}`,
        },
        {
          accessor: "revenue",
          title: "Revenue",
          textAlign: "right",
          visibleMediaQuery: WIDE,
          render: (s: Row) => formatMoney(s.revenue),
        },
        {
          accessor: "fundraising",
          title: "Fundraising",
          textAlign: "right",
          visibleMediaQuery: VERY_WIDE,
          render: (s: Row) => formatMoney(s.fundraising),
        },
        {
          accessor: "unpaid",
          title: "Unpaid",
          textAlign: "right",
          visibleMediaQuery: VERY_WIDE,
          render: (s: Row) => formatMoney(s.unpaid),
        },
        actionsColumn((s: Row) => (
          <OpenRowLink
            to="/admin/team-stores/$id"
            params={{ id: s.id }}
            aria-label={`Open the store of ${s.team_name}`}
          />
        )),
      ],
    };
  },
});
