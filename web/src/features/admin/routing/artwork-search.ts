import { artworkSortColumns } from "@store/api/schemas/admin-list-facts";
import { type DesignStatus, designStatuses } from "@store/db/catalogue";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";
import type { Access } from "./access";

export type ArtworkSort = (typeof artworkSortColumns)[number];
export type ArtworkSearch = ListSearch<ArtworkSort> & { status: DesignStatus | undefined };

/** The artwork screen's URL: page, page_size, search, sort (created_at, name, team_name), dir, status. */
export const artworkSearchParser = searchParser<Partial<ArtworkSearch>, ArtworkSearch>((raw) => ({
  ...readListSearch(raw, artworkSortColumns),
  status: designStatuses.find((s) => s === raw.status),
}));

const artworkListQuery = (search: ArtworkSearch) =>
  trpc.submissions.listArtwork.queryOptions(listInput(search));
const artworkStatsQuery = () => trpc.submissions.artworkStats.queryOptions();

/** One page of requests; the previous page stays on screen while the next one loads. */
export const useArtworkList = (search: ArtworkSearch) =>
  useQuery({ ...artworkListQuery(search), placeholderData: keepPreviousData });
export const useArtworkStats = () => useQuery(artworkStatsQuery());

/** Starts both of the screen's calls before it draws; failures are shown by the screen itself. */
export async function prefetchArtworkScreen(queryClient: QueryClient, access: Access, search: ArtworkSearch) {
  if (access.status !== "granted") return;
  await Promise.all([
    queryClient.prefetchQuery(artworkListQuery(search)),
    queryClient.prefetchQuery(artworkStatsQuery()),
  ]);
}
