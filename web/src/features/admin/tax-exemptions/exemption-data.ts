import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

// The exemption screens' reads and writes. Every change asks the customer's, order's and quote's
// exemption lists again, and the audit log; applying also changes an order's or quote's totals.

export const useCustomerExemptions = (customerId: string) =>
  useQuery(trpc.taxExemptions.list.queryOptions({ id: customerId }));

export const useOrderExemptions = (orderId: string) =>
  useQuery(trpc.taxExemptions.forOrder.queryOptions({ id: orderId }));

export const useQuoteExemptions = (quoteId: string) =>
  useQuery(trpc.taxExemptions.forQuote.queryOptions({ id: quoteId }));

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.taxExemptions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.audit.pathKey() }),
    ]);
}

/** Adding (multipart: the document travels alone) and verifying. */
export function useExemptionRecords() {
  const refresh = useRefresh();
  return {
    add: useMutation(trpc.taxExemptions.add.mutationOptions({ onSuccess: refresh })),
    addForQuote: useMutation(trpc.taxExemptions.addForQuote.mutationOptions({ onSuccess: refresh })),
    verify: useMutation(trpc.taxExemptions.verify.mutationOptions({ onSuccess: refresh })),
  };
}

/** Applying to and removing from an order (its page is read again) or a quote. */
export function useExemptionApplying() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const orders = () =>
    Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() })]);
  const quotes = () =>
    Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: trpc.quotes.pathKey() })]);
  return {
    applyToOrder: useMutation(trpc.taxExemptions.applyToOrder.mutationOptions({ onSuccess: orders })),
    removeFromOrder: useMutation(trpc.taxExemptions.removeFromOrder.mutationOptions({ onSuccess: orders })),
    applyToQuote: useMutation(trpc.taxExemptions.applyToQuote.mutationOptions({ onSuccess: quotes })),
    removeFromQuote: useMutation(trpc.taxExemptions.removeFromQuote.mutationOptions({ onSuccess: quotes })),
  };
}

/** The multipart body `taxExemptions.add` (and `addForQuote`) take; `id` is the customer's or the quote's. */
export function exemptionForm(
  id: string,
  values: { kind: string; organisation: string; number: string; expires_on: string },
  document: File,
): FormData {
  const form = new FormData();
  form.append("id", id);
  form.append("kind", values.kind);
  form.append("organisation", values.organisation.trim());
  form.append("number", values.number.trim());
  if (values.kind !== "school_po" && values.expires_on) form.append("expires_on", values.expires_on);
  form.append("document", document);
  return form;
}
