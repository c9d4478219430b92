import {
  type ApparelSize,
  apparelSizes,
  duplicateNumbers,
  MAX_ROSTER_ROWS,
  nameProblem,
  numberProblem,
  quoteNumberRule,
} from "@store/db/catalogue";
import Papa from "papaparse";

// One reader for every roster pasted or uploaded: the quote form and the team store's roster, in
// the browser (for instant feedback) and on the server (for integrators who send CSV). It finds the
// name, number, size and parent e-mail columns; the rules (roster-rules.ts in @store/db/catalogue)
// say what may be kept.

/** One player of a quote's roster: a name, an optional jersey number and a size. */
export interface RosterRow {
  name: string;
  number: string;
  size: ApparelSize;
}

const SIZE_WORDS: Record<string, string> = {
  XSMALL: "XS",
  EXTRASMALL: "XS",
  SMALL: "S",
  SM: "S",
  MEDIUM: "M",
  MED: "M",
  MD: "M",
  LARGE: "L",
  LG: "L",
  XLARGE: "XL",
  EXTRALARGE: "XL",
  XXL: "XXL",
  "2XL": "XXL",
  "2X": "XXL",
  XXLARGE: "XXL",
  "2XLARGE": "XXL",
  XXXL: "3XL",
  "3XL": "3XL",
  "3X": "3XL",
  XXXLARGE: "3XL",
  "3XLARGE": "3XL",
};

/**
 * A size as coaches write it ("YM", "Youth Medium", "L", "adult xl", "2XL") in the guides' words
 * ("Youth M", "Adult L", "Adult XXL"); undefined when it is no size the store makes.
 */
export function normaliseSize(raw: string): ApparelSize | undefined {
  const compact = raw.toUpperCase().replace(/[\s.\-_]/g, "");
  if (compact === "") return undefined;
  const youth = /^(YOUTH|YTH|Y)(.+)$/.exec(compact);
  const adult = /^(ADULT|AD|A)(.+)$/.exec(compact);
  const group = youth ? "Youth" : "Adult";
  const rest = youth?.[2] ?? adult?.[2] ?? compact;
  const size = SIZE_WORDS[rest] ?? rest;
  const label = `${group} ${size}`;
  return (apparelSizes as readonly string[]).includes(label) ? (label as ApparelSize) : undefined;
}

/** A line of the file that could not become a player, in words a coach can act on. */
export interface RosterProblem {
  line: number;
  message: string;
}

export interface ParsedRoster {
  rows: RosterRow[];
  /** The file's own line numbers of `rows`, for pointing at them later. */
  lines: number[];
  problems: RosterProblem[];
  duplicates: { number: string; lines: number[] }[];
}

type Column = "name" | "first" | "last" | "number" | "size" | "email";

const HEADER_WORDS: Record<string, Column> = {
  name: "name",
  player: "name",
  playername: "name",
  fullname: "name",
  athlete: "name",
  first: "first",
  firstname: "first",
  last: "last",
  lastname: "last",
  surname: "last",
  number: "number",
  no: "number",
  num: "number",
  "#": "number",
  jersey: "number",
  jerseynumber: "number",
  jerseyno: "number",
  size: "size",
  shirtsize: "size",
  jerseysize: "size",
  uniformsize: "size",
  email: "email",
  mail: "email",
  parentemail: "email",
  parentsemail: "email",
  guardianemail: "email",
  contactemail: "email",
};

function headerColumn(cell: string): Column | undefined {
  const word = cell.toLowerCase().replace(/[\s._'’-]/g, "");
  // "Jersey #" and "No." read as "jersey number" and "no".
  return HEADER_WORDS[word] ?? HEADER_WORDS[word.replace(/#$/, "number")];
}

/** Column positions from a header row, if the first row is one (a name and a number, size or e-mail). */
function readHeader(cells: string[]): Map<Column, number> | undefined {
  const columns = new Map<Column, number>();
  cells.forEach((cell, i) => {
    const column = headerColumn(cell);
    if (column && !columns.has(column)) columns.set(column, i);
  });
  const named = columns.has("name") || columns.has("first") || columns.has("last");
  return named && (columns.has("size") || columns.has("number") || columns.has("email"))
    ? columns
    : undefined;
}

interface RawCells {
  name: string;
  number: string;
  size: string;
  email: string;
}

/**
 * The parent's address out of a line: a cell holding an "@", or an "@" word inside a cell (an
 * address pasted into the name's column). Taken out, so it never ends up in the player's name.
 */
function takeEmail(cells: string[]): { cells: string[]; email: string } {
  let email = "";
  const rest = cells.map((cell) => {
    if (email !== "" || !cell.includes("@")) return cell;
    const words = cell.split(/\s+/);
    const at = words.findIndex((w) => w.includes("@"));
    email = (words[at] ?? "").replace(/^[<(]|[>),;]$/g, "");
    return words.filter((_, i) => i !== at).join(" ");
  });
  return { cells: rest, email };
}

/**
 * Without a header, "name, number, size" is taken as written when it fits; otherwise each cell is
 * read for what it looks like: a size, a number, else part of the name.
 */
function guessCells(all: string[]): RawCells {
  const { cells, email } = takeEmail(all);
  const filled = cells.filter((c) => c !== "");
  const [name = "", number = "", size = ""] = cells;
  if (filled.length <= 3 && name !== "" && /^#?\d{0,3}$/.test(number) && normaliseSize(size)) {
    return { name, number: number.replace("#", ""), size, email };
  }
  const rest: string[] = [];
  let guessedNumber = "";
  let guessedSize = "";
  for (const cell of filled) {
    if (guessedSize === "" && rest.length > 0 && normaliseSize(cell)) guessedSize = cell;
    else if (guessedNumber === "" && /^#?\d+$|^##$/.test(cell)) guessedNumber = cell.replace(/^#(?=\d)/, "");
    else rest.push(cell);
  }
  // A size nobody makes ("XXXXL") still belongs in the size column, so it is reported as a size.
  if (guessedSize === "" && rest.length > 1) guessedSize = rest.pop() ?? "";
  return { name: rest.join(" "), number: guessedNumber, size: guessedSize, email };
}

function pick(cells: string[], columns: Map<Column, number>, column: Column): string {
  const at = columns.get(column);
  return at === undefined ? "" : (cells[at] ?? "");
}

/** One line of the text as cells: its line number and what each column holds, as written. */
export interface RosterLine extends RawCells {
  line: number;
}

/**
 * Reads a roster pasted from a spreadsheet (tabs) or saved as CSV (commas or semicolons), with or
 * without a header row: every line that is not blank, with its line number.
 */
export function readRosterLines(text: string): RosterLine[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimitersToGuess: ["\t", ",", ";", "|"],
    skipEmptyLines: false,
  });
  const records = parsed.data.map((cells) => cells.map((c) => (c ?? "").trim()));
  const firstFilled = records.findIndex((cells) => cells.some((c) => c !== ""));
  const header = firstFilled >= 0 ? readHeader(records[firstFilled] ?? []) : undefined;
  const start = header ? firstFilled + 1 : 0;
  const lines: RosterLine[] = [];
  records.forEach((cells, index) => {
    if (index < start || cells.every((c) => c === "")) return;
    const raw = header ? headerCells(cells, header) : guessCells(cells);
    lines.push({ line: index + 1, ...raw });
  });
  return lines;
}

function headerCells(cells: string[], header: Map<Column, number>): RawCells {
  const named =
    pick(cells, header, "name") ||
    [pick(cells, header, "first"), pick(cells, header, "last")].join(" ").trim();
  // An address in the name's column still goes to the e-mail, not onto the jersey.
  const split = pick(cells, header, "email") === "" ? takeEmail([named]) : { cells: [named], email: "" };
  return {
    name: split.cells[0] ?? "",
    number: pick(cells, header, "number").replace(/^#(?=\d)/, ""),
    size: pick(cells, header, "size"),
    email: pick(cells, header, "email") || split.email,
  };
}

/** A team store's roster as read: name, number and parent e-mail of each line, checked later. */
export interface StoreRosterLine {
  line: number;
  name: string;
  number: string | null;
  email: string | null;
}

/**
 * The team store's import: every line becomes a player to preview, even one with something to
 * fix, so staff fix it in place (the catalogue's rosterFlags flag it) instead of pasting again.
 */
export function readStoreRoster(text: string): StoreRosterLine[] {
  return readRosterLines(text).map(({ line, name, number, email, size }) => ({
    line,
    // No size on a store's roster: a size the guess left in the name's place is the name.
    name: name || size,
    number: number || null,
    email: email || null,
  }));
}

/**
 * A quote's roster: every line either becomes a player or is reported with its line number; blank
 * lines are the only ones passed over. Numbers worn twice are reported too.
 */
export function parseRoster(text: string): ParsedRoster {
  const result: ParsedRoster = { rows: [], lines: [], problems: [], duplicates: [] };
  for (const { line, ...raw } of readRosterLines(text)) {
    const problem = rowProblem(raw);
    if (problem) {
      result.problems.push({ line, message: `Line ${line}: ${problem}` });
      continue;
    }
    result.rows.push({ name: raw.name, number: raw.number, size: normaliseSize(raw.size) as ApparelSize });
    result.lines.push(line);
  }

  if (result.rows.length > MAX_ROSTER_ROWS) {
    result.problems.push({
      line: result.lines[MAX_ROSTER_ROWS] ?? 0,
      message: `The roster has ${result.rows.length} players; at most ${MAX_ROSTER_ROWS} fit one request.`,
    });
  }
  result.duplicates = duplicateNumbers(result.rows).map(({ number, rows }) => ({
    number,
    lines: rows.map((row) => result.lines[row - 1] ?? 0),
  }));
  return result;
}

function rowProblem(raw: RawCells): string | undefined {
  const name = nameProblem(raw.name);
  if (name) return lowerFirst(name);
  if (numberProblem(raw.number, quoteNumberRule)) return `"${raw.number}" is not a jersey number (0-99).`;
  if (raw.size === "") return `no size for ${raw.name}.`;
  if (!normaliseSize(raw.size)) {
    return `"${raw.size}" is not a size we make (Youth XS-XL, Adult S-3XL).`;
  }
  return undefined;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Problems and duplicates of a parse as one message per line, for an error answer or a form. */
export function rosterMessages(parsed: ParsedRoster): string[] {
  return [
    ...parsed.problems.map((p) => p.message),
    ...parsed.duplicates.map(
      (d) => `Number ${d.number} is on lines ${d.lines.join(" and ")}: each player needs their own number.`,
    ),
  ];
}
