import { teamStoreSortColumns } from "@store/api/contracts";
import { type TeamStoreStatus, teamStoreStatuses } from "@store/db/catalogue";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export { teamStoreSortColumns };

export type TeamStoreSearch = ListSearch<(typeof teamStoreSortColumns)[number]> & {
  status: TeamStoreStatus | undefined;
};

/** The team stores screen's URL (the list's place plus a status filter) and its data. */
export const teamStoresData = defineListData({
  read: (raw): TeamStoreSearch => ({
    ...readListSearch(raw, teamStoreSortColumns),
    status: teamStoreStatuses.find((s) => s === raw.status),
  }),
  list: (search: TeamStoreSearch) => trpc.teamStores.list.queryOptions(listInput(search)),
});
