import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { forgetAttempt } from "../../lib/attempt-key";
import { trpc } from "../../lib/trpc";
import { QUOTE_ATTEMPT, quoteAttemptKey } from "./quote-attempt";
import { type QuoteValues, quoteFormData } from "./quote-values";

/** The private page's token from the answer's review_path ("/review/<token>"). */
export const reviewToken = (reviewPath: string) => reviewPath.split("/").filter(Boolean).pop() ?? "";

/**
 * Sends the quote request once however often it is asked (one idempotency key per request), then
 * opens the coach's private page with the confirmation.
 */
export function useRequestQuote() {
  const navigate = useNavigate();
  const mutation = useMutation(trpc.quotes.request.mutationOptions());
  const send = async (values: QuoteValues, files: readonly File[]) => {
    const key = quoteAttemptKey(values, files);
    const sent = await mutation.mutateAsync(quoteFormData(values, files, key));
    forgetAttempt(QUOTE_ATTEMPT);
    await navigate({
      to: "/review/$token",
      params: { token: reviewToken(sent.review_path) },
      search: { sent: true },
    });
  };
  return { send, busy: mutation.isPending || mutation.isSuccess };
}
