import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { type QuoteValues, quoteFormData } from "./quote-values";

/** The private page's token from the answer's review_path ("/review/<token>"). */
export const reviewToken = (reviewPath: string) => reviewPath.split("/").filter(Boolean).pop() ?? "";

/**
 * Sends the quote request (once per idempotency key: one per request content), then opens the
 * coach's private page with the confirmation.
 */
export function useRequestQuote() {
  const navigate = useNavigate();
  const mutation = useMutation(trpc.quotes.request.mutationOptions());
  return async (values: QuoteValues, files: readonly File[], idempotencyKey: string) => {
    const sent = await mutation.mutateAsync(quoteFormData(values, files, idempotencyKey));
    await navigate({
      to: "/review/$token",
      params: { token: reviewToken(sent.review_path) },
      search: { sent: true },
    });
  };
}
