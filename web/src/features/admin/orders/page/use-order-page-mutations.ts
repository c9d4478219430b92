import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../../lib/api-errors";
import { trpc } from "../../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../../shared/feedback";
import { formatMoney } from "../../shared/format";
import { statusInWords } from "../order-labels";
import type { OrderStatus } from "../orders-data";
import type { OrderDetail } from "./order-page-data";

/**
 * Notes, payments, reversals and status changes from the order page. Each answer is the whole page
 * (or the order), shown at once; the list, its tiles and the audit log are asked again.
 */
export function useOrderPageMutations(number: number) {
  const queryClient = useQueryClient();
  const detailKey = trpc.orders.detail.queryKey({ number });
  const refreshOthers = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.orders.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.orders.stats.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
  };
  const saved = (detail: OrderDetail) => {
    queryClient.setQueryData(detailKey, detail);
    refreshOthers();
  };

  const addNote = useMutation(
    trpc.orders.addNote.mutationOptions({
      onSuccess: (detail) => {
        saved(detail);
        notifySuccess("Note added to the timeline.");
      },
    }),
  );

  const recordPayment = useMutation(
    trpc.orders.recordPayment.mutationOptions({
      onSuccess: (detail) => {
        saved(detail);
        notifySuccess(`Payment recorded. Balance due: ${formatMoney(detail.order.balance)}.`);
      },
    }),
  );

  const reversePayment = useMutation(
    trpc.orders.reversePayment.mutationOptions({
      onSuccess: (detail) => {
        saved(detail);
        notifySuccess(`Payment reversed. Balance due: ${formatMoney(detail.order.balance)}.`);
      },
    }),
  );

  const sendPaymentRequest = useMutation(
    trpc.payments.sendPaymentRequest.mutationOptions({
      onSuccess: (detail) => {
        saved(detail);
        notifySuccess(
          `Payment request sent to ${detail.order.customer_email}. Reminders follow at 3 and 7 days while a balance is due.`,
        );
      },
      onError: (error) => notifyFailure(describeFailure("The payment request was not sent", error)),
    }),
  );

  const refundPayment = useMutation(
    trpc.payments.refundPayment.mutationOptions({
      onSuccess: (detail) => {
        saved(detail);
        // The page asks again until the provider's event confirms it (order-page-data.ts).
        notifySuccess("Refund asked of the provider: the balance changes once it confirms the refund.");
      },
    }),
  );

  const updateStatus = useMutation(
    trpc.orders.updateStatus.mutationOptions({
      onSuccess: (order) => {
        void queryClient.invalidateQueries({ queryKey: detailKey });
        refreshOthers();
        notifySuccess(
          `Order #${order.number} is now ${statusInWords(order.status, order.fulfilment).toLowerCase()}.`,
        );
      },
      onError: (error) => notifyFailure(describeFailure("The status was not changed", error)),
    }),
  );

  return {
    addNote,
    recordPayment,
    reversePayment,
    sendPaymentRequest,
    refundPayment,
    setStatus: (id: string, status: OrderStatus) => updateStatus.mutate({ id, status }),
    statusBusy: updateStatus.isPending,
  };
}
export type OrderPageMutations = ReturnType<typeof useOrderPageMutations>;
