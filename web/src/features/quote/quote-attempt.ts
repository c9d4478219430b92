import { attemptKey } from "../../lib/attempt-key";
import { fileKey } from "../../ui/files/use-attached-files";
import { type QuoteValues, quoteFieldsOf } from "./quote-values";

export const QUOTE_ATTEMPT = "quote";

/**
 * The attempt's idempotency key: one per request content (the fields and the files), so a double
 * click or a retry after a lost answer sends the quote once, and a changed request gets a new key.
 */
export function quoteAttemptKey(
  values: QuoteValues,
  files: readonly File[],
  storage?: Pick<Storage, "getItem" | "setItem">,
) {
  return attemptKey(QUOTE_ATTEMPT, [quoteFieldsOf(values), files.map(fileKey)], storage);
}
