import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import type { Access } from "../../../app/admin-door/access";
import { trpc } from "../../../lib/trpc";

export const PRODUCTION_PAGE_SIZE = 25;

const batchesQuery = (page: number) =>
  trpc.teamStoreBatches.productionList.queryOptions({ page, page_size: PRODUCTION_PAGE_SIZE });

/** A page of the frozen batches, newest first. */
export const useProductionBatches = (page: number) => useQuery(batchesQuery(page));

/** The route's loader: the first page before the screen draws; a failure is the screen's to show. */
export const productionRoute = {
  loader: async ({ context }: { context: { queryClient: QueryClient; access: Access } }): Promise<void> => {
    if (context.access.status !== "granted") return;
    await context.queryClient.prefetchQuery(batchesQuery(1));
  },
};
