import { imageSortColumns } from "@store/api/contracts";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type ImageSort = (typeof imageSortColumns)[number];
/** The list's place, plus ?view=list when the table is shown instead of the cards. */
export type ImageSearch = ListSearch<ImageSort> & { view: "list" | undefined };

/** The images screen's URL and its data (the view is the screen's own, not the server's). */
export const imagesData = defineListData({
  read: (raw): ImageSearch => ({
    ...readListSearch(raw, imageSortColumns),
    view: raw.view === "list" ? "list" : undefined,
  }),
  list: ({ view: _view, ...search }: ImageSearch) => trpc.images.adminList.queryOptions(listInput(search)),
  stats: () => trpc.images.stats.queryOptions(),
});
