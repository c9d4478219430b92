import { quoteSortColumns } from "@store/api/contracts";
import { type DesignStatus, designStatuses } from "@store/db/catalogue";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type QuoteSearch = ListSearch<(typeof quoteSortColumns)[number]> & {
  status: DesignStatus | undefined;
};

/** The quotes screen's URL (the list's place plus an optional status filter) and its data. */
export const quotesData = defineListData({
  read: (raw): QuoteSearch => ({
    ...readListSearch(raw, quoteSortColumns),
    status: designStatuses.find((s) => s === raw.status),
  }),
  list: (search: QuoteSearch) => trpc.quotes.list.queryOptions(listInput(search)),
  stats: () => trpc.quotes.stats.queryOptions(),
});

const quoteQuery = (id: string) => trpc.quotes.get.queryOptions({ id });

/** One quote's page (/admin/quotes/<id>); its failures are shown by the page itself. */
export const useQuote = (id: string) => useQuery(quoteQuery(id));

export async function prefetchQuoteDetails(queryClient: QueryClient, access: Access, id: string) {
  if (access.status !== "granted") return;
  await queryClient.prefetchQuery(quoteQuery(id));
}
