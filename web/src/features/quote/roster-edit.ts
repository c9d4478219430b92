import type { ParsedRoster } from "@store/api/contracts";
import { duplicateNumbers, MAX_ROSTER_ROWS } from "@store/db/catalogue";

/** One player as the form edits them; `key` keeps React's rows apart and never reaches the server. */
export interface RosterEditRow {
  key: string;
  name: string;
  number: string;
  /** One of apparelSizes, or "" until chosen. */
  size: string;
}

let nextKey = 0;
const newKey = () => `player-${++nextKey}`;

export const emptyRow = (): RosterEditRow => ({ key: newKey(), name: "", number: "", size: "" });

export const addRow = (rows: readonly RosterEditRow[]) => [...rows, emptyRow()];

export const removeRow = (rows: readonly RosterEditRow[], key: string) => rows.filter((r) => r.key !== key);

export function updateRow(
  rows: readonly RosterEditRow[],
  key: string,
  change: Partial<Omit<RosterEditRow, "key">>,
): RosterEditRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** A row nobody has started filling in: an import replaces it instead of leaving it empty above. */
export const isBlank = (row: RosterEditRow) =>
  row.name.trim() === "" && row.number.trim() === "" && row.size === "";

/** The rows after an import: the good players appended, blank rows dropped, at most MAX_ROSTER_ROWS. */
export function appendPlayers(rows: readonly RosterEditRow[], parsed: Pick<ParsedRoster, "rows">) {
  const kept = rows.filter((row) => !isBlank(row));
  const added = parsed.rows.map((player) => ({ key: newKey(), ...player }));
  return [...kept, ...added].slice(0, Math.max(MAX_ROSTER_ROWS, kept.length));
}

/**
 * The message for each row whose number another row also wears, by row key, e.g. "Number 7 is also
 * on row 3." The server refuses such a roster; the form says so before sending.
 */
export function duplicateFlags(rows: readonly RosterEditRow[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (const { number, rows: at } of duplicateNumbers(rows)) {
    for (const position of at) {
      const others = at.filter((p) => p !== position);
      const key = rows[position - 1]?.key;
      if (key) flags.set(key, `Number ${number} is also on row ${others.join(" and ")}.`);
    }
  }
  return flags;
}

/** What an import did, for the coach: players added, and each line that was not, with its message. */
export interface ImportReport {
  added: number;
  problems: string[];
  /** Players beyond MAX_ROSTER_ROWS that did not fit. */
  skipped: number;
}

/** The report in one sentence for the top of the import panel. */
export function reportSummary(report: ImportReport): string {
  const players = `${report.added} ${report.added === 1 ? "player" : "players"} added`;
  const lines = report.problems.length;
  const problems = lines > 0 ? `; ${lines} ${lines === 1 ? "line needs" : "lines need"} fixing` : "";
  const skipped =
    report.skipped > 0 ? `; ${report.skipped} more did not fit (at most ${MAX_ROSTER_ROWS} players)` : "";
  return `${players}${problems}${skipped}.`;
}
