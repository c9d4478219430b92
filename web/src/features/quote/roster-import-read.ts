import { parseRoster } from "@store/api/contracts";
import { appendPlayers, type ImportReport, isBlank, type RosterEditRow } from "./roster-edit";

// Fetched when the coach opens an import (decision 029): the parser brings zod and papaparse,
// which a coach who types the roster row by row never needs.

/**
 * Reads pasted or uploaded text with the server's parser and appends the good rows. Every bad line
 * is reported with its line number: nothing is dropped without a word. Duplicate numbers are kept
 * (the coach fixes them on the rows, where they are flagged).
 */
export function importRoster(rows: readonly RosterEditRow[], text: string) {
  const parsed = parseRoster(text);
  const next = appendPlayers(rows, parsed);
  const kept = rows.filter((row) => !isBlank(row)).length;
  const added = next.length - kept;
  // The parser's "too many players" note is replaced by the count that did not fit.
  const problems = parsed.problems
    .filter((p) => !p.message.startsWith("The roster has"))
    .map((p) => p.message);
  const report: ImportReport = { added, problems, skipped: parsed.rows.length - added };
  return { rows: next, report };
}
