import { fileKey } from "../artwork/use-attached-files";
import { type QuoteValues, quoteFieldsOf } from "./quote-values";

export const ATTEMPT_STORAGE_KEY = "quote-attempt";

/**
 * The attempt's idempotency key, as checkout keeps one (checkout-form.ts `attemptKey`): one per
 * request content, kept for the visit, so a double click or a retry after a lost answer sends the
 * quote once. A changed request is a new quote and gets a new key.
 */
export function quoteAttemptKey(
  values: QuoteValues,
  files: readonly File[],
  storage: Pick<Storage, "getItem" | "setItem"> | undefined,
) {
  const fingerprint = JSON.stringify([quoteFieldsOf(values), files.map(fileKey)]);
  try {
    const saved = JSON.parse(storage?.getItem(ATTEMPT_STORAGE_KEY) ?? "null") as {
      request?: string;
      key?: string;
    } | null;
    if (saved?.request === fingerprint && typeof saved.key === "string") return saved.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = crypto.randomUUID();
  try {
    storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ request: fingerprint, key }));
  } catch {
    // Storage blocked: the key still holds for this page.
  }
  return key;
}
