import type { MappingState } from "@store/api/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

export const BLANKS_PAGE_SIZE = 25;

export interface BlankFilter {
  page: number;
  search?: string | undefined;
  state?: MappingState | undefined;
  supplier_id?: string | undefined;
}

/** Products with their mapping state, "not mapped" first, filtered and paged by the server. */
export const useBlankList = (filter: BlankFilter) =>
  useQuery({
    ...trpc.productBlanks.list.queryOptions({ ...filter, page_size: BLANKS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** One product's mapping, size by size. */
export const useProductBlanks = (productId: string | null) =>
  useQuery({ ...trpc.productBlanks.get.queryOptions({ id: productId ?? "" }), enabled: productId !== null });

/** The style list's SKUs and costs for a style and colour, matched to the product's sizes. */
export function useStyleMatch() {
  const queryClient = useQueryClient();
  return (input: { id: string; style: string; color: string; product_id: string }) =>
    queryClient.fetchQuery(trpc.suppliers.matchStyle.queryOptions(input));
}

/** Saving a mapping; the list and the product's mapping are asked for again. */
export function useSaveBlanks() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.productBlanks.replace.mutationOptions({
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: trpc.productBlanks.list.queryKey() });
        void queryClient.invalidateQueries({
          queryKey: trpc.productBlanks.get.queryKey({ id: saved.product.id }),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.suppliers.list.queryKey() });
        notifySuccess(`What ${saved.product.name} is made from was saved.`);
      },
    }),
  );
}
