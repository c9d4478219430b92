/**
 * A player's name as the store compares names: trimmed, inner spaces collapsed, lower case, accents
 * dropped. "Sam  Lee" and "sam lee" are one player (a roster row matches an order, a number claim
 * belongs to one player); what is printed keeps the family's own spelling.
 */
export function playerKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}
