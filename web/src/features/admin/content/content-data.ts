import { useQuery } from "@tanstack/react-query";
import { searchText } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { listInput } from "../list/list-search";

/** The content screen's URL: ?search=…&page_name=home&section_name=hero (blank = all). */
export interface ContentSearch {
  search: string | undefined;
  page_name: string | undefined;
  section_name: string | undefined;
}

/** Pages, sections and counts: the tiles, and the choices of the page and section filters. */
const contentStats = () => trpc.content.stats.queryOptions();
export const useContentStats = () => useQuery(contentStats());

export const contentData = defineListData({
  read: (raw): ContentSearch => ({
    search: searchText(raw.search, 200),
    page_name: searchText(raw.page_name, 100),
    // A section belongs to a page: without a page it means nothing.
    section_name: searchText(raw.page_name, 100) ? searchText(raw.section_name, 100) : undefined,
  }),
  list: (search: ContentSearch) => trpc.content.adminList.queryOptions(listInput(search)),
  stats: () => contentStats(),
});
