import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { statusMeta } from "./order-labels";

/** One status for the picked orders, all or none; the list, tiles and audit are read again after. */
export function useBulkStatus(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.orders.bulkStatus.mutationOptions({
      onSuccess: ({ count }, { status }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
        notifySuccess(
          `${count === 1 ? "1 order is" : `${count} orders are`} now ${statusMeta[status].label.toLowerCase()}.`,
        );
        onDone();
      },
      onError: (error) => notifyFailure(describeFailure("Error changing the status", error)),
    }),
  );
}
