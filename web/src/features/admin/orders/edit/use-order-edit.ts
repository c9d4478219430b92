import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../../lib/trpc";
import { notifySuccess } from "../../shared/feedback";

/**
 * Saves an order's edit. The row on screen takes the server's answer at once (its new lines and
 * totals); every orders query and the "last change" line are asked again; the modal shows a
 * refusal itself.
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
        // Every other view of orders (the tiles, the order page and its timeline) is asked again.
        void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
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
