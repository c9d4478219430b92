import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { ATTEMPT_STORAGE_KEY, quoteAttemptKey } from "./quote-attempt";
import { type QuoteValues, quoteFormData } from "./quote-values";

const storage = () => (typeof window === "undefined" ? undefined : window.sessionStorage);

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
    const key = quoteAttemptKey(values, files, storage());
    const sent = await mutation.mutateAsync(quoteFormData(values, files, key));
    storage()?.removeItem(ATTEMPT_STORAGE_KEY);
    await navigate({
      to: "/review/$token",
      params: { token: reviewToken(sent.review_path) },
      search: { sent: true },
    });
  };
  return { send, busy: mutation.isPending || mutation.isSuccess };
}
