import { describe, expect, it } from "vitest";
import { QUOTE_ATTEMPT, quoteAttemptKey } from "./quote-attempt";

const ATTEMPT_STORAGE_KEY = `attempt:${QUOTE_ATTEMPT}`;

import { initialQuoteValues } from "./quote-values";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("quoteAttemptKey", () => {
  const values = { ...initialQuoteValues({ sport: "soccer" }), team_name: "Kickers" };

  it("keeps one key for the same request, so a retry is not a second quote", () => {
    const storage = memoryStorage();
    const first = quoteAttemptKey(values, [], storage);
    expect(quoteAttemptKey({ ...values }, [], storage)).toBe(first);
    expect(storage.items.has(ATTEMPT_STORAGE_KEY)).toBe(true);
  });

  it("gives a changed request, or other files, a new key", () => {
    const storage = memoryStorage();
    const first = quoteAttemptKey(values, [], storage);
    const changed = quoteAttemptKey({ ...values, rush: "1 Week" }, [], storage);
    expect(changed).not.toBe(first);
    const file = new File(["x"], "logo.png", { type: "image/png", lastModified: 1 });
    expect(quoteAttemptKey({ ...values, rush: "1 Week" }, [file], storage)).not.toBe(changed);
  });

  it("replaces a damaged entry and works without storage", () => {
    const storage = memoryStorage();
    storage.setItem(ATTEMPT_STORAGE_KEY, "{not json");
    expect(quoteAttemptKey(values, [], storage)).toMatch(/^[0-9a-f-]{36}$/);
    expect(quoteAttemptKey(values, [], undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
