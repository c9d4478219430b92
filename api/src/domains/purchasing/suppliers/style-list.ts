import Papa from "papaparse";

// Reading a supplier's style list (a CSV of what each SKU is and costs): which header is which column,
// forgiving of the names S&S Activewear and SanMar use, and the rows checked all together. Pure: the
// server imports it and the web may show the same words before sending a file.

/** The most rows one style list may have (S&S's whole catalogue is about 40,000 SKUs per brand group). */
export const MAX_STYLE_ROWS = 50_000;
/** The largest style list accepted, in bytes (as a file or as text). */
export const MAX_STYLE_FILE_BYTES = 10 * 1024 * 1024;

export type StyleColumn = "style" | "color" | "size" | "sku" | "cost";

export const styleColumnWords: Record<StyleColumn, string> = {
  style: "style (Style, StyleName, STYLE#)",
  color: "color (Color, ColorName, COLOR_NAME)",
  size: "size (Size, SizeName)",
  sku: "SKU (SKU, UNIQUE_KEY)",
  cost: "cost (cost, CustomerPrice, PIECE_PRICE, Price)",
};

/**
 * Header words per column, best first: when a file has two headers for one column (S&S lists both
 * customerPrice and piecePrice) the earlier word wins. Headers are compared in capitals without
 * spaces, punctuation or "#", so "STYLE#", "Style Name" and "style_name" are all STYLE/STYLENAME.
 */
const HEADER_WORDS: Record<StyleColumn, readonly string[]> = {
  style: ["STYLE", "STYLENUMBER", "STYLENO", "STYLENAME", "STYLECODE"],
  color: ["COLOR", "COLORNAME", "COLOUR", "COLOURNAME", "MAINFRAMECOLOR"],
  size: ["SIZE", "SIZENAME", "SIZECODE"],
  sku: ["SKU", "UNIQUEKEY", "ITEMNUMBER", "INVENTORYKEY"],
  cost: ["COST", "CUSTOMERPRICE", "YOURPRICE", "PIECEPRICE", "CASEPRICE", "PRICE"],
};

const compact = (header: string) => header.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Which column a header names, if any. */
export function styleColumnOf(header: string): StyleColumn | undefined {
  const word = compact(header);
  for (const [column, words] of Object.entries(HEADER_WORDS) as [StyleColumn, readonly string[]][])
    if (words.includes(word)) return column;
  return undefined;
}

/**
 * The header each column is read from: for each column, the header whose word comes first in that
 * column's list. Columns no header names are left out.
 */
export function matchStyleHeaders(headers: readonly string[]): Partial<Record<StyleColumn, string>> {
  const found: Partial<Record<StyleColumn, { header: string; rank: number }>> = {};
  for (const header of headers) {
    const column = styleColumnOf(header);
    if (!column) continue;
    const rank = HEADER_WORDS[column].indexOf(compact(header));
    const best = found[column];
    if (!best || rank < best.rank) found[column] = { header, rank };
  }
  return Object.fromEntries(Object.entries(found).map(([column, best]) => [column, best?.header]));
}

/**
 * A cost as suppliers write it: "3.12", "$3.12", " $1,203.5 "; rounded to the cent. Undefined when
 * it is not a sum of money (empty, negative, words).
 */
export function readCost(raw: string): number | undefined {
  const text = raw
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text)) return undefined;
  const value = Math.round(Number(text) * 100) / 100;
  return Number.isFinite(value) && value < 100_000_000 ? value : undefined;
}

/** One row of a style list: a SKU, what it is and what it costs. */
export interface StyleRow {
  styleNumber: string;
  colorName: string;
  size: string;
  sku: string;
  cost: number;
}

export type StyleListResult = { ok: true; rows: StyleRow[] } | { ok: false; message: string; line?: number };

const MAX_TEXT = 200;

/**
 * A style list's rows, or the first problem in words that say what to fix: the row's line in the
 * file (the header is line 1) and the column. All or nothing: one bad row refuses the whole list.
 */
export function readStyleList(text: string): StyleListResult {
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "")
    return { ok: false, message: "The style list is empty: send a CSV with a header row." };
  const parsed = Papa.parse<Record<string, string>>(body, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const columns = matchStyleHeaders(headers);
  const missing = (Object.keys(HEADER_WORDS) as StyleColumn[]).filter((c) => !columns[c]);
  if (missing.length > 0)
    return {
      ok: false,
      line: 1,
      message: `The header row has no column for ${missing.map((c) => styleColumnWords[c]).join(", ")}. Found: ${headers.join(", ") || "nothing"}.`,
    };
  const quoteProblem = parsed.errors.find((e) => e.type === "Quotes");
  if (quoteProblem)
    return {
      ok: false,
      line: (quoteProblem.row ?? 0) + 2,
      message: `Line ${(quoteProblem.row ?? 0) + 2}: a quoted value is not closed. Check the quotes on that line.`,
    };
  if (parsed.data.length === 0) return { ok: false, message: "The style list has a header row but no rows." };
  if (parsed.data.length > MAX_STYLE_ROWS)
    return {
      ok: false,
      message: `The style list has ${parsed.data.length} rows; send at most ${MAX_STYLE_ROWS} at a time (split it by brand or style).`,
    };
  const rows: StyleRow[] = [];
  const firstLineOfSku = new Map<string, number>();
  for (const [index, record] of parsed.data.entries()) {
    const line = index + 2;
    const value = (column: StyleColumn) => (record[columns[column] ?? ""] ?? "").trim();
    for (const column of ["style", "color", "size", "sku", "cost"] as const) {
      const v = value(column);
      if (v === "")
        return {
          ok: false,
          line,
          message: `Line ${line}: the ${styleColumnWords[column]} is empty. Fill it in or remove the line.`,
        };
      if (v.length > MAX_TEXT || v.includes("\u0000"))
        return {
          ok: false,
          line,
          message: `Line ${line}: the ${column} "${v.slice(0, 40)}…" is too long (at most ${MAX_TEXT} characters).`,
        };
    }
    const cost = readCost(value("cost"));
    if (cost === undefined)
      return {
        ok: false,
        line,
        message: `Line ${line}: the cost "${value("cost")}" is not an amount. Write it like 3.12 or $3.12.`,
      };
    const sku = value("sku");
    const earlier = firstLineOfSku.get(sku.toUpperCase());
    if (earlier !== undefined)
      return {
        ok: false,
        line,
        message: `Line ${line}: SKU ${sku} is already on line ${earlier}. Each SKU may appear once.`,
      };
    firstLineOfSku.set(sku.toUpperCase(), line);
    rows.push({ styleNumber: value("style"), colorName: value("color"), size: value("size"), sku, cost });
  }
  return { ok: true, rows };
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
  "2XL": "XXL",
  "2X": "XXL",
  XXLARGE: "XXL",
  XXXL: "3XL",
  "3X": "3XL",
};

/**
 * A size reduced to what a supplier's and the store's words share: "Adult XXL", "2XL" and "XXL" are
 * all "XXL"; "Youth M" is "YM" (youth sizes are youth styles' S/M/L at the supplier, matched apart).
 */
export function sizeKey(size: string): { bare: string; youth: boolean } {
  const word = size.toUpperCase().replace(/[\s.\-_]/g, "");
  const youth = /^(YOUTH|YTH)(.+)$/.exec(word) ?? /^Y(XS|S|M|L|XL)$/.exec(word);
  const adult = /^(ADULT|AD)(.+)$/.exec(word);
  const rest = youth ? (youth[2] ?? youth[1] ?? "") : (adult?.[2] ?? word);
  return { bare: SIZE_WORDS[rest] ?? rest, youth: Boolean(youth) };
}

/**
 * The supplier's size row for one of the product's sizes: the same size and group ("Youth M" and
 * "YM", "Adult XXL" and "2XL"), else for an adult size the same bare size word ("Adult L" and "L").
 * A youth size takes a bare size word ("M") only when the product sells youth sizes alone (a youth
 * style such as 5000B lists its sizes as S, M, L). Undefined when nothing fits: staff type the SKU.
 */
export function matchSize<T extends { size: string }>(
  productSize: string,
  rows: readonly T[],
  youthOnly = false,
): T | undefined {
  const wanted = sizeKey(productSize);
  const keyed = rows.map((row) => ({ row, key: sizeKey(row.size) }));
  const same = keyed.find(({ key }) => key.bare === wanted.bare && key.youth === wanted.youth);
  if (same) return same.row;
  if (wanted.youth && !youthOnly) return undefined;
  return keyed.find(({ key }) => key.bare === wanted.bare && !key.youth)?.row;
}
