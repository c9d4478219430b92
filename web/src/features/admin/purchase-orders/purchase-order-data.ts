import type { PurchaseOrderDetail } from "@store/api/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";
import { notifySuccess } from "../shared/feedback";

export const PO_PAGE_SIZE = 25;
export type PoStatus = PurchaseOrderDetail["status"];

export const poStatusWords: Record<PoStatus, { label: string; color: string }> = {
  draft: { label: "Draft", color: "gray" },
  sent: { label: "Sent", color: "blue" },
  partly_received: { label: "Partly received", color: "orange" },
  received: { label: "Received", color: "green" },
  cancelled: { label: "Cancelled", color: "red" },
};

export interface PoListFilter {
  page: number;
  status?: PoStatus | undefined;
  search?: string | undefined;
  sort: "number" | "created_at" | "status" | "supplier";
  dir: "asc" | "desc";
}

/** A page of purchase orders, sorted and filtered by the server. */
export const usePurchaseOrders = (f: PoListFilter) =>
  useQuery(
    trpc.purchaseOrders.list.queryOptions({
      page: f.page,
      page_size: PO_PAGE_SIZE,
      ...(f.status ? { status: f.status } : {}),
      ...(f.search ? { search: f.search } : {}),
      sort: f.sort,
      dir: f.dir,
    }),
  );

export const usePurchaseOrder = (id: string) => useQuery(trpc.purchaseOrders.get.queryOptions({ id }));

/** Edit, send and cancel; each refreshes the order and the list. Refusals are the caller's to show. */
export function usePurchaseOrderChanges(id: string) {
  const queryClient = useQueryClient();
  const refresh = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: trpc.purchaseOrders.get.queryKey({ id }) });
    void queryClient.invalidateQueries({ queryKey: trpc.purchaseOrders.list.queryKey() });
    notifySuccess(message);
  };
  return {
    edit: useMutation(
      trpc.purchaseOrders.edit.mutationOptions({ onSuccess: (po) => refresh(`${po.po_number} saved.`) }),
    ),
    send: useMutation(
      trpc.purchaseOrders.send.mutationOptions({
        onSuccess: (sent) => refresh(`Sent to ${sent.sent_to}. The e-mail leaves within a minute.`),
      }),
    ),
    cancel: useMutation(
      trpc.purchaseOrders.cancel.mutationOptions({
        onSuccess: (po) => refresh(`${po.po_number} cancelled.`),
      }),
    ),
  };
}

export const useArriving = (page: number) =>
  useQuery(trpc.purchaseOrders.arriving.queryOptions({ page, page_size: PO_PAGE_SIZE }));

export const useReceiving = (id: string) => useQuery(trpc.purchaseOrders.receiving.queryOptions({ id }));

export function useReceive(id: string) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.purchaseOrders.receive.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.purchaseOrders.receiving.queryKey({ id }), answer.receiving);
        void queryClient.invalidateQueries({ queryKey: trpc.purchaseOrders.arriving.queryKey() });
        notifySuccess(
          answer.status === "received"
            ? "Saved: everything ordered has arrived."
            : `Saved. ${answer.short.length} ${answer.short.length === 1 ? "line is" : "lines are"} still short.`,
        );
      },
    }),
  );
}

/** Where the browser downloads the purchase order's PDF and its supplier file (staff cookie). */
export const poDownloads = (id: string) => ({
  pdf: `/api/purchase-orders/${id}/pdf`,
  file: `/api/purchase-orders/${id}/file`,
  csv: `/api/purchase-orders/${id}/file?format=csv`,
});
