import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export const PRODUCTION_PAGE_SIZE = 25;

const batchesQuery = (page: number) =>
  trpc.teamStoreBatches.productionList.queryOptions({ page, page_size: PRODUCTION_PAGE_SIZE });

/** A page of the frozen batches, newest first. */
export const useProductionBatches = (page: number) => useQuery(batchesQuery(page));
