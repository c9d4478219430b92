import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import type { OrderStatus } from "./orders-data";

/**
 * One status for the picked orders, all or none; the list, tiles and audit are read again after.
 * `words` says a status in the picked orders' words.
 */
export function useBulkStatus(onDone: () => void, words: (status: OrderStatus) => string) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.bulkStatus.mutationOptions({
      onSuccess: ({ count }, { status }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(
          `${count === 1 ? "1 order is" : `${count} orders are`} now ${words(status).toLowerCase()}.`,
        );
        onDone();
      },
      onError: (error) => notifyFailure(describeFailure("Error changing the status", error)),
    }),
  );
}
