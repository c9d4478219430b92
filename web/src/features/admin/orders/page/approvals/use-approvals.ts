import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../../../lib/api-errors";
import { trpc } from "../../../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../../../shared/feedback";
import { formatMoney } from "../../../shared/format";
import { useCan } from "../../../shared/use-can";

/**
 * Approval at the counter on the order page: a counter person asks; a manager (payments.refund)
 * sees the order's waiting requests and approves or declines them. Each answer carries the order
 * page, shown at once; the requests, the list's badge and the audit log are asked again.
 */
export function useApprovals(orderId: string, number: number) {
  const queryClient = useQueryClient();
  const canDecide = useCan("payments.refund");
  const waiting = useQuery({
    ...trpc.approvals.forOrder.queryOptions({ id: orderId }),
    enabled: canDecide && orderId !== "",
  });
  const detailKey = trpc.orders.detail.queryKey({ number });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.approvals.pathKey() });
    void queryClient.invalidateQueries({ queryKey: detailKey });
    void queryClient.invalidateQueries({ queryKey: trpc.orders.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
  };

  const ask = useMutation(
    trpc.approvals.askRefund.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(detailKey, answer.order);
        refresh();
        notifySuccess(
          answer.outcome === "waiting"
            ? "Asked: waiting for a manager's approval. Nothing is given back until then."
            : "Done: within your limit, it was carried out at once.",
        );
      },
    }),
  );

  const approve = useMutation(
    trpc.approvals.approve.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(detailKey, answer.order);
        refresh();
        notifySuccess(
          `Approved: the ${answer.approval.kind} of ${formatMoney(answer.approval.amount)} is carried out.`,
        );
      },
      onError: (error) => {
        // A refused approval is stored as failed: the card and the timeline change too.
        refresh();
        notifyFailure(describeFailure("Not approved", error));
      },
    }),
  );

  const decline = useMutation(
    trpc.approvals.decline.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(detailKey, answer.order);
        refresh();
        notifySuccess("Declined: nothing was given back.");
      },
    }),
  );

  return { canDecide, canAsk: useCan("payments.record"), waiting, ask, approve, decline };
}
export type Approvals = ReturnType<typeof useApprovals>;
