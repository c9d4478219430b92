import type { SearchSchemaInput } from "@tanstack/react-router";

/**
 * Reading a page's URL search values without a schema library: route search validation runs in
 * the entry bundle, which every page downloads, so these stay a few lines of plain code.
 */

/**
 * Free text from the URL, trimmed of nothing but capped at `max`; undefined when blank. The router
 * reads "?q=2027" as the number 2027, so numbers are taken back as text.
 */
export function searchText(raw: unknown, max: number): string | undefined {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).slice(0, max) : "";
  return text.trim() === "" ? undefined : text;
}

/**
 * A search validator the router accepts (`{ parse }`) from a plain function. `TInput` is what links
 * may pass (typed for callers); the function itself trusts nothing and reads every value as unknown.
 * It must return every key it knows, undefined when dropped: the router lays the result over the
 * raw address, so a key left out would let the raw value through.
 */
export const searchParser = <TInput extends object, TOutput>(
  read: (raw: Record<string, unknown>) => TOutput,
) => ({
  parse: (input: TInput & SearchSchemaInput): TOutput => read(input as Record<string, unknown>),
  /** The same reading, for any object (tests, other callers). */
  read,
});

/**
 * A route's search kept as the address gives it, typed as its reader returns it: for routes whose
 * reading travels with their screen and loader (the portal's lists), not in the entry every
 * shopper downloads. Links are typed as before; the screen and the loader read the raw values.
 */
export const typedAddress = <S extends object>() => ({
  parse: (input: Partial<S> & SearchSchemaInput): S => input as unknown as S,
});
