import { orderFulfilments, orderPaymentStates, orderSortColumns, orderStatuses } from "@store/api/contracts";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type OrderSort = (typeof orderSortColumns)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentState = (typeof orderPaymentStates)[number];
export type Fulfilment = (typeof orderFulfilments)[number];
export type OrderSearch = ListSearch<OrderSort> & {
  status: OrderStatus | undefined;
  /** Days placed, YYYY-MM-DD in the store's time (America/Chicago), both ends included. */
  from: string | undefined;
  to: string | undefined;
  payment_state: PaymentState | undefined;
  fulfilment: Fulfilment | undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (raw: unknown) => (typeof raw === "string" && DAY.test(raw) ? raw : undefined);

/** The orders screen's URL (the list's place plus its filters) and its data. */
export const ordersData = defineListData({
  read: (raw): OrderSearch => ({
    ...readListSearch(raw, orderSortColumns),
    status: orderStatuses.find((s) => s === raw.status),
    from: day(raw.from),
    to: day(raw.to),
    payment_state: orderPaymentStates.find((s) => s === raw.payment_state),
    fulfilment: orderFulfilments.find((f) => f === raw.fulfilment),
  }),
  list: (search: OrderSearch) => trpc.orders.list.queryOptions(listInput(search)),
  stats: () => trpc.orders.stats.queryOptions(),
  statsPermission: "reports.view",
});
