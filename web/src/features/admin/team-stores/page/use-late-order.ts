import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { notifySuccess } from "../../shared/feedback";

/** Adds a late order (batch 2); the store's orders, the lists and the audit log are asked again. */
export function useLateOrder(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.teamStores.addLateOrder.mutationOptions({
      onSuccess: (placed) => {
        void queryClient.invalidateQueries({ queryKey: trpc.teamStores.orders.queryKey({ id: storeId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.teamStores.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(`Late order #${placed.number} added to batch 2.`);
      },
    }),
  );
}
