/**
 * What another page may pass to /team-packages/quote so the form starts with the visitor's choice:
 * `sport` and `package` from 'Select Package', `sport` from 'Get Your Quote', `rush` from the rush
 * fees page, `design` from 'Use This Design'. Every key is optional. The address carries text only;
 * the quote page keeps what the catalogue offers (quoteChoice), so the tables travel with its code
 * and not with every page's.
 */
export interface QuoteSearch {
  sport?: string;
  package?: string;
  rush?: string;
  design?: string;
}

// The router reads "?design=7" as the number 7, so numbers are taken back as text.
const text = (raw: unknown) =>
  typeof raw === "string" || typeof raw === "number"
    ? String(raw).trim().replace(/\s+/g, " ") || undefined
    : undefined;

/**
 * The route's search validation. A plain function, not a zod schema: it runs in the entry bundle.
 * Values of the wrong kind become undefined, never an error. (Every key is returned, undefined or
 * not: the router lays the result over the raw search, so a key left out would keep its raw value.)
 */
export function validateQuoteSearch(raw: Record<string, unknown>): QuoteSearch {
  return {
    sport: text(raw.sport)?.toLowerCase(),
    package: text(raw.package),
    rush: text(raw.rush),
    design: text(raw.design)?.toLowerCase(),
  };
}
