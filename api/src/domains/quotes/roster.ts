import { type ApparelSize, adultSizes, apparelSizes, youthSizes } from "@store/db/catalogue";
import Papa from "papaparse";
import { z } from "zod";
import { withoutNul } from "../../common/fields";
import { duplicateNumbers, MAX_PLAYER_NAME, MAX_ROSTER_ROWS } from "./roster-limits";

// Shared by the server and the quote form: the same parser reads a pasted or uploaded roster in
// the browser (for instant feedback) and on the server (for integrators who send CSV).

export { duplicateNumbers, MAX_PLAYER_NAME, MAX_ROSTER_ROWS } from "./roster-limits";

/** One player: a name, an optional jersey number (0-99, "00" allowed) and a size. */
export const rosterRow = z.object({
  name: z
    .string({ error: "Each player needs a name." })
    .trim()
    .min(1, "Each player needs a name.")
    .max(MAX_PLAYER_NAME, `Player names must be at most ${MAX_PLAYER_NAME} characters.`)
    .refine((v) => !v.includes("\u0000"), "Player names contain an invalid character.")
    .meta(withoutNul),
  number: z
    .string({ error: 'Numbers must be text, like "07".' })
    .trim()
    .regex(/^\d{0,2}$/, "Numbers are one or two digits (0-99), or left empty."),
  size: z.enum(apparelSizes, {
    error: `Sizes are ${youthSizes[0]}-${youthSizes.at(-1)?.replace("Youth ", "")} or ${adultSizes[0]}-${adultSizes.at(-1)?.replace("Adult ", "")}.`,
  }),
});
export type RosterRow = z.infer<typeof rosterRow>;

/** Every jersey number a roster row may carry: 0-99, and 00-09 written with their zero. */
const jerseyNumbers = [
  ...Array.from({ length: 100 }, (_, n) => String(n)),
  ...Array.from({ length: 10 }, (_, n) => `0${n}`),
];

/** The whole roster: each player checked, at most MAX_ROSTER_ROWS, no number worn twice. */
export const roster = z
  .array(rosterRow, { error: "The roster must be a list of players." })
  .max(
    MAX_ROSTER_ROWS,
    `A roster has at most ${MAX_ROSTER_ROWS} players; send a larger team in two requests.`,
  )
  .superRefine((rows, ctx) => {
    for (const { number, rows: at } of duplicateNumbers(rows)) {
      for (const row of at) {
        ctx.addIssue({
          code: "custom",
          path: [row - 1, "number"],
          message: `Number ${number} is on rows ${at.join(" and ")}: each player needs their own number.`,
        });
      }
    }
  })
  // JSON Schema of the superRefine: no number on two rows (a blank number may repeat).
  .meta({
    allOf: jerseyNumbers.map((number) => ({
      contains: { properties: { number: { const: number } } },
      minContains: 0,
      maxContains: 1,
    })),
  });

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

type Column = "name" | "first" | "last" | "number" | "size";

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
};

function headerColumn(cell: string): Column | undefined {
  const word = cell.toLowerCase().replace(/[\s._-]/g, "");
  // "Jersey #" and "No." read as "jersey number" and "no".
  return HEADER_WORDS[word] ?? HEADER_WORDS[word.replace(/#$/, "number")];
}

/** Column positions from a header row, if the first row is one (it names a name and a size). */
function readHeader(cells: string[]): Map<Column, number> | undefined {
  const columns = new Map<Column, number>();
  cells.forEach((cell, i) => {
    const column = headerColumn(cell);
    if (column && !columns.has(column)) columns.set(column, i);
  });
  const named = columns.has("name") || columns.has("first") || columns.has("last");
  return named && (columns.has("size") || columns.has("number")) ? columns : undefined;
}

/**
 * Without a header, "name, number, size" is taken as written when it fits; otherwise each cell is
 * read for what it looks like: a size, a number, else part of the name.
 */
function guessCells(cells: string[]): { name: string; number: string; size: string } {
  const filled = cells.filter((c) => c !== "");
  const [name = "", number = "", size = ""] = cells;
  if (filled.length <= 3 && name !== "" && /^#?\d{0,3}$/.test(number) && normaliseSize(size)) {
    return { name, number: number.replace("#", ""), size };
  }
  const rest: string[] = [];
  let guessedNumber = "";
  let guessedSize = "";
  for (const cell of filled) {
    if (guessedSize === "" && rest.length > 0 && normaliseSize(cell)) guessedSize = cell;
    else if (guessedNumber === "" && /^#?\d{1,3}$/.test(cell)) guessedNumber = cell.replace("#", "");
    else rest.push(cell);
  }
  // A size nobody makes ("XXXXL") still belongs in the size column, so it is reported as a size.
  if (guessedSize === "" && rest.length > 1) guessedSize = rest.pop() ?? "";
  return { name: rest.join(" "), number: guessedNumber, size: guessedSize };
}

function pick(cells: string[], columns: Map<Column, number>, column: Column): string {
  const at = columns.get(column);
  return at === undefined ? "" : (cells[at] ?? "");
}

/**
 * Reads a roster pasted from a spreadsheet (tabs) or saved as CSV (commas or semicolons), with or
 * without a header row. Every line either becomes a player or is reported with its line number;
 * blank lines are the only ones passed over. Numbers worn twice are reported too.
 */
export function parseRoster(text: string): ParsedRoster {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimitersToGuess: ["\t", ",", ";", "|"],
    skipEmptyLines: false,
  });
  const records = parsed.data.map((cells) => cells.map((c) => (c ?? "").trim()));
  const result: ParsedRoster = { rows: [], lines: [], problems: [], duplicates: [] };
  let start = 0;
  const firstFilled = records.findIndex((cells) => cells.some((c) => c !== ""));
  const header = firstFilled >= 0 ? readHeader(records[firstFilled] ?? []) : undefined;
  if (header) start = firstFilled + 1;

  records.forEach((cells, index) => {
    const line = index + 1;
    if (index < start || cells.every((c) => c === "")) return;
    const raw = header
      ? {
          name:
            pick(cells, header, "name") ||
            [pick(cells, header, "first"), pick(cells, header, "last")].join(" ").trim(),
          number: pick(cells, header, "number").replace(/^#/, ""),
          size: pick(cells, header, "size"),
        }
      : guessCells(cells);
    const problem = rowProblem(raw);
    if (problem) {
      result.problems.push({ line, message: `Line ${line}: ${problem}` });
      return;
    }
    result.rows.push({ name: raw.name, number: raw.number, size: normaliseSize(raw.size) as ApparelSize });
    result.lines.push(line);
  });

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

function rowProblem(raw: { name: string; number: string; size: string }): string | undefined {
  if (raw.name === "") return "the player's name is missing.";
  if (raw.name.length > MAX_PLAYER_NAME) return `the name is longer than ${MAX_PLAYER_NAME} characters.`;
  if (!/^\d{0,2}$/.test(raw.number)) return `"${raw.number}" is not a jersey number (0-99).`;
  if (raw.size === "") return `no size for ${raw.name}.`;
  if (!normaliseSize(raw.size)) {
    return `"${raw.size}" is not a size we make (Youth XS-XL, Adult S-3XL).`;
  }
  return undefined;
}

/** Problems and duplicates of a parse as one message per line, for an error answer or a form. */
export function rosterMessages(parsed: ParsedRoster): string[] {
  return [
    ...parsed.problems.map((p) => p.message),
    ...parsed.duplicates.map(
      (d) => `Number ${d.number} is on lines ${d.lines.join(" and ")}: each player needs their own number.`,
    ),
  ];
}
