import { orderSortColumns, orderStatuses } from "@store/api/schemas/admin-list-facts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { searchParser } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import type { Access } from "./access";
import { type ListSearch, listInput, readListSearch } from "./list-search";

export type OrderSort = (typeof orderSortColumns)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderSearch = ListSearch<OrderSort> & { status: OrderStatus | undefined };

/** The orders screen's URL: the list's place plus an optional status filter. */
export const orderSearchParser = searchParser<Partial<OrderSearch>, OrderSearch>((raw) => ({
  ...readListSearch(raw, orderSortColumns),
  status: orderStatuses.find((s) => s === raw.status),
}));

const orderListQuery = (search: OrderSearch) => trpc.orders.list.queryOptions(listInput(search));
const orderStatsQuery = () => trpc.orders.stats.queryOptions();

/** One page of orders; the previous page stays on screen while the next one loads. */
export const useOrderList = (search: OrderSearch) =>
  useQuery({ ...orderListQuery(search), placeholderData: keepPreviousData });
export const useOrderStats = () => useQuery(orderStatsQuery());

export async function prefetchOrdersScreen(queryClient: QueryClient, access: Access, search: OrderSearch) {
  if (access.status !== "granted") return;
  await Promise.all([
    queryClient.prefetchQuery(orderListQuery(search)),
    queryClient.prefetchQuery(orderStatsQuery()),
  ]);
}
