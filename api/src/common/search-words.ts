// The quick search's matching rule (spec §5: case-insensitive substring, here per word), shared by
// the server, which searches the catalogue, and the browser, which searches the designs, posts and
// pages it already has. No zod here: every page's header can open the quick search.

/** The words of a query, lower-cased; "champion hoodie" is two words that must both be found. */
export const queryWords = (query: string) => query.trim().toLowerCase().split(/\s+/).filter(Boolean);

/**
 * How well a thing answers the words: undefined when some word is in none of its texts, else
 * higher when the words are in its name, and higher still when the name starts with the query.
 */
export function scoreTexts(
  label: string,
  texts: readonly string[],
  words: readonly string[],
): number | undefined {
  const lowered = texts.map((text) => text.toLowerCase());
  const name = label.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (name.includes(word)) score += 2;
    else if (!lowered.some((text) => text.includes(word))) return undefined;
  }
  // A name that starts with the query is the likeliest thing wanted.
  if (name.startsWith(words.join(" "))) score += 1;
  return score;
}
