import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { statusInWords } from "./order-labels";
import type { OrderStatus } from "./orders-data";

/**
 * Status changes and deletes (spec §4, §8): each order's dropdown is disabled only while its own
 * update is in flight; on success the row is updated in place and the tiles are asked again.
 */
export function useOrderMutations() {
  const queryClient = useQueryClient();
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, busy: boolean) =>
    setUpdating((prev) => {
      const next = new Set(prev);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  // The tiles and each order's "last change" line follow every saved change.
  const refreshTiles = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.orders.stats.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() }),
    ]);

  const updateStatus = useMutation(
    trpc.orders.updateStatus.mutationOptions({
      onMutate: ({ id }) => mark(id, true),
      onSettled: (_data, _error, { id }) => mark(id, false),
      onSuccess: (order) => {
        queryClient.setQueriesData({ queryKey: trpc.orders.list.queryKey() }, (page: unknown) => {
          const current = page as { items: (typeof order)[] } | undefined;
          if (!current) return page;
          return { ...current, items: current.items.map((row) => (row.id === order.id ? order : row)) };
        });
        void refreshTiles();
        notifySuccess(
          `Order ${order.id.slice(0, 8)} is now ${statusInWords(order.status, order.fulfilment).toLowerCase()}.`,
        );
      },
      onError: (error) => notifyFailure(describeFailure("Error updating order status", error)),
    }),
  );

  const remove = useMutation(
    trpc.orders.delete.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
        notifySuccess("Order deleted.");
      },
      onError: (error) => notifyFailure(describeFailure("Error deleting order", error)),
    }),
  );

  return {
    isUpdating: (id: string) => updating.has(id),
    setStatus: (id: string, status: OrderStatus) => updateStatus.mutate({ id, status }),
    remove: (id: string) => remove.mutateAsync({ id }).catch(() => undefined),
  };
}
