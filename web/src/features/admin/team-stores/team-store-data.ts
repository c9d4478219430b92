import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { retryUnlessRefused } from "../../../lib/server-refusal";
import { trpc } from "../../../lib/trpc";

// An unknown id is answered at once, not asked again.
const storeQuery = (id: string) => trpc.teamStores.get.queryOptions({ id }, { retry: retryUnlessRefused });
const ordersQuery = (id: string) => trpc.teamStores.orders.queryOptions({ id });

/** One store's page (/admin/team-stores/<id>); its failures are shown by the page itself. */
export const useTeamStore = (id: string) => useQuery(storeQuery(id));

/** The store's figures and its orders by batch. */
export const useTeamStoreOrders = (id: string) => useQuery(ordersQuery(id));

export async function prefetchTeamStore(queryClient: QueryClient, access: Access, id: string) {
  if (access.status !== "granted") return;
  await Promise.allSettled([
    queryClient.prefetchQuery(storeQuery(id)),
    queryClient.prefetchQuery(ordersQuery(id)),
  ]);
}
