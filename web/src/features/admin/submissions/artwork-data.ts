import { artworkSortColumns } from "@store/api/contracts";
import { type DesignStatus, designStatuses } from "@store/db/catalogue";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type ArtworkSearch = ListSearch<(typeof artworkSortColumns)[number]> & {
  status: DesignStatus | undefined;
};

/** The artwork screen's URL: page, page_size, search, sort (created_at, name, team_name), dir, status. */
export const artworkData = defineListData({
  read: (raw): ArtworkSearch => ({
    ...readListSearch(raw, artworkSortColumns),
    status: designStatuses.find((s) => s === raw.status),
  }),
  list: (search: ArtworkSearch) => trpc.submissions.listArtwork.queryOptions(listInput(search)),
  stats: () => trpc.submissions.artworkStats.queryOptions(),
});
