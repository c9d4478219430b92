import { quoteSortColumns } from "@store/api/schemas/admin-list-facts";
import { type DesignStatus, designStatuses } from "@store/db/catalogue";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";
import type { Access } from "./access";

export type QuoteSort = (typeof quoteSortColumns)[number];
export type QuoteSearch = ListSearch<QuoteSort> & { status: DesignStatus | undefined };

/** The quotes screen's URL: the list's place plus an optional status filter. */
export const quoteSearchParser = searchParser<Partial<QuoteSearch>, QuoteSearch>((raw) => ({
  ...readListSearch(raw, quoteSortColumns),
  status: designStatuses.find((s) => s === raw.status),
}));

const quoteListQuery = (search: QuoteSearch) => trpc.quotes.list.queryOptions(listInput(search));
const quoteStatsQuery = () => trpc.quotes.stats.queryOptions();
const quoteQuery = (id: string) => trpc.quotes.get.queryOptions({ id });

/** One page of quotes; the previous page stays on screen while the next one loads. */
export const useQuoteList = (search: QuoteSearch) =>
  useQuery({ ...quoteListQuery(search), placeholderData: keepPreviousData });
export const useQuoteStats = () => useQuery(quoteStatsQuery());
export const useQuote = (id: string) => useQuery(quoteQuery(id));

/** Starts the list and the tiles before the screen draws; failures are shown by the screen. */
export async function prefetchQuotesScreen(queryClient: QueryClient, access: Access, search: QuoteSearch) {
  if (access.status !== "granted") return;
  await Promise.all([
    queryClient.prefetchQuery(quoteListQuery(search)),
    queryClient.prefetchQuery(quoteStatsQuery()),
  ]);
}

export async function prefetchQuoteDetails(queryClient: QueryClient, access: Access, id: string) {
  if (access.status !== "granted") return;
  await queryClient.prefetchQuery(quoteQuery(id));
}
