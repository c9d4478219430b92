// No zod here: the quote form shows these limits and flags on a page that loads no validator
// until the coach starts on the form (decision 029).

export const MAX_ROSTER_ROWS = 150;
export const MAX_PLAYER_NAME = 80;

/** Jersey numbers used by more than one player, with the rows (1-based) that use them. */
export function duplicateNumbers(rows: readonly { number: string }[]): { number: string; rows: number[] }[] {
  const seen = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const number = row.number.trim();
    if (number === "") return;
    seen.set(number, [...(seen.get(number) ?? []), i + 1]);
  });
  return [...seen].filter(([, at]) => at.length > 1).map(([number, at]) => ({ number, rows: at }));
}
