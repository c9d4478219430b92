// The search's bounds, apart from its schema: the web's results page reads them without loading zod.

/** Longer than anything a shopper types; refused rather than searched. */
export const MAX_QUERY_LENGTH = 100;
/** The most products one answer names: the quick search shows 5, the results page up to this. */
export const MAX_SEARCH_RESULTS = 100;
