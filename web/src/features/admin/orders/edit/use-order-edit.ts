import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { notifySuccess } from "../../shared/feedback";

/**
 * Saves an order's edit. The row on screen takes the server's answer (its new lines and totals),
 * the tiles and the "last change" line are asked again; the modal shows a refusal itself.
 */
export function useOrderEdit() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.edit.mutationOptions({
      onSuccess: ({ order, changes }) => {
        queryClient.setQueriesData({ queryKey: trpc.orders.list.queryKey() }, (page: unknown) => {
          const current = page as { items: (typeof order)[] } | undefined;
          if (!current) return page;
          return { ...current, items: current.items.map((row) => (row.id === order.id ? order : row)) };
        });
        void queryClient.invalidateQueries({ queryKey: trpc.orders.stats.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(
          changes.length === 0
            ? `Nothing changed in order #${order.number}.`
            : `Order #${order.number} updated (${changes.length} ${changes.length === 1 ? "change" : "changes"}). The customer was e-mailed.`,
        );
      },
    }),
  );
}
