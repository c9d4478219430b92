/**
 * A player's name as the store compares names: inner spaces collapsed, trimmed, lower case.
 * "Sam  Lee" and "sam lee" are one player (a roster row matches an order, a number claim belongs
 * to one player); what is printed keeps the family's own spelling.
 */
export const playerKey = (name: string): string => name.replace(/\s+/g, " ").trim().toLowerCase();
