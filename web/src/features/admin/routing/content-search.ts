import { type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser, searchText } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { listInput } from "../list/list-search";
import type { Access } from "./access";

/** The content screen's URL: ?search=…&page_name=home&section_name=hero (blank = all). */
export interface ContentSearch {
  search: string | undefined;
  page_name: string | undefined;
  section_name: string | undefined;
}

export const contentSearchParser = searchParser<Partial<ContentSearch>, ContentSearch>((raw) => ({
  search: searchText(raw.search, 200),
  page_name: searchText(raw.page_name, 100),
  // A section belongs to a page: without a page it means nothing.
  section_name: searchText(raw.page_name, 100) ? searchText(raw.section_name, 100) : undefined,
}));

const contentListQuery = (search: ContentSearch) => trpc.content.adminList.queryOptions(listInput(search));
const contentStatsQuery = () => trpc.content.stats.queryOptions();

export const useContentList = (search: ContentSearch) => useQuery(contentListQuery(search));
export const useContentStats = () => useQuery(contentStatsQuery());

export async function prefetchContentScreen(queryClient: QueryClient, access: Access, search: ContentSearch) {
  if (access.status !== "granted") return;
  await Promise.all([
    queryClient.prefetchQuery(contentListQuery(search)),
    queryClient.prefetchQuery(contentStatsQuery()),
  ]);
}
