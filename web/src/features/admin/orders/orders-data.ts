import { orderSortColumns, orderStatuses } from "@store/api/common/admin-list-facts";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type OrderSort = (typeof orderSortColumns)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderSearch = ListSearch<OrderSort> & { status: OrderStatus | undefined };

/** The orders screen's URL (the list's place plus an optional status filter) and its data. */
export const ordersData = defineListData({
  read: (raw): OrderSearch => ({
    ...readListSearch(raw, orderSortColumns),
    status: orderStatuses.find((s) => s === raw.status),
  }),
  list: (search: OrderSearch) => trpc.orders.list.queryOptions(listInput(search)),
  stats: () => trpc.orders.stats.queryOptions(),
});
