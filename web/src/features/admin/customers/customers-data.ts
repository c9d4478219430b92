import { customerSortColumns } from "@store/api/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { trpc } from "../../../lib/trpc";
import { defineListData } from "../list/list-data";
import { type ListSearch, listInput, readListSearch } from "../list/list-search";

export type CustomerSearch = ListSearch<(typeof customerSortColumns)[number]>;

/** The customers screen's URL (search, sort, page) and its data. */
export const customersData = defineListData({
  read: (raw): CustomerSearch => readListSearch(raw, customerSortColumns),
  list: (search: CustomerSearch) => trpc.customers.list.queryOptions(listInput(search)),
});

const customerQuery = (id: string) => trpc.customers.get.queryOptions({ id });

/** One customer record's page (/admin/customers/<id>); its failures are shown by the page itself. */
export const useCustomer = (id: string) => useQuery(customerQuery(id));

export async function prefetchCustomer(queryClient: QueryClient, access: Access, id: string) {
  if (access.status !== "granted") return;
  await queryClient.prefetchQuery(customerQuery(id));
}
