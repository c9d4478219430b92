import type { QuoteDto } from "@store/api/contracts";
import { type DesignStatus, designStatusWords } from "@store/db/catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";

/**
 * Sending the price, moving the status and turning an approved quote into an order. Each answer is
 * the whole quote: the details page shows it at once, and the list and tiles are asked again.
 */
export function useQuoteMutations(id: string) {
  const queryClient = useQueryClient();
  const saved = (quote: QuoteDto) => {
    queryClient.setQueryData(trpc.quotes.get.queryKey({ id: quote.id }), quote);
    void queryClient.invalidateQueries({ queryKey: trpc.quotes.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.quotes.stats.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() });
  };

  const send = useMutation(
    trpc.quotes.send.mutationOptions({
      onSuccess: (quote) => {
        saved(quote);
        notifySuccess(`Quote ${quote.reference} sent to ${quote.email}.`);
      },
    }),
  );

  const setStatus = useMutation(
    trpc.quotes.setStatus.mutationOptions({
      onSuccess: (quote) => {
        saved(quote);
        notifySuccess(`Quote ${quote.reference} is now ${designStatusWords[quote.status].toLowerCase()}.`);
      },
      onError: (error) => notifyFailure(describeFailure("The status was not changed", error)),
    }),
  );

  const createOrder = useMutation(
    trpc.quotes.createOrder.mutationOptions({
      onSuccess: (quote) => {
        saved(quote);
        void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
        if (quote.order) notifySuccess(`Order #${quote.order.number} created from ${quote.reference}.`);
      },
      onError: (error) => notifyFailure(describeFailure("The order was not created", error)),
    }),
  );

  return {
    send,
    move: (status: DesignStatus) => setStatus.mutate({ id, status }),
    movingTo: setStatus.isPending ? (setStatus.variables?.status ?? null) : null,
    createOrder: () => createOrder.mutate({ id }),
    creatingOrder: createOrder.isPending,
  };
}
