import { imageSortColumns } from "@store/api/schemas/admin-list-facts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";
import type { Access } from "./access";

export type ImageSort = (typeof imageSortColumns)[number];
/** Cards (the default) or a table. */
export type ImageView = "grid" | "list";
export type ImageSearch = ListSearch<ImageSort> & { view: "list" | undefined };

/** The images screen's URL: the list's place plus ?view=list when the table is shown. */
export const imageSearchParser = searchParser<Partial<ImageSearch>, ImageSearch>((raw) => ({
  ...readListSearch(raw, imageSortColumns),
  view: raw.view === "list" ? "list" : undefined,
}));

const imageListQuery = (search: ImageSearch) => {
  const { view: _view, ...list } = search;
  return trpc.images.adminList.queryOptions(listInput(list));
};
const imageStatsQuery = () => trpc.images.stats.queryOptions();

/** One page of images; the previous page stays on screen while the next one loads. */
export const useImageList = (search: ImageSearch) =>
  useQuery({ ...imageListQuery(search), placeholderData: keepPreviousData });
export const useImageStats = () => useQuery(imageStatsQuery());

export async function prefetchImagesScreen(queryClient: QueryClient, access: Access, search: ImageSearch) {
  if (access.status !== "granted") return;
  await Promise.all([
    queryClient.prefetchQuery(imageListQuery(search)),
    queryClient.prefetchQuery(imageStatsQuery()),
  ]);
}
