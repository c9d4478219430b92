import { stringify } from "csv-stringify/sync";
import type { CsvFile } from "./admin-list";

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote
// mark, so a customer's text can never become a formula on a staff member's computer.
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * A CSV file as spreadsheets expect it: a header row, every field quoted, CRLF line ends and a
 * byte-order mark so Excel reads UTF-8 names correctly. Named `<name>-<YYYY-MM-DD>.csv`.
 */
export function csvFile(name: string, header: string[], rows: string[][], now = new Date()): CsvFile {
  const csv = stringify([header, ...rows.map((row) => row.map(safeCell))], {
    quoted: true,
    record_delimiter: "windows",
    bom: true,
  });
  return { filename: `${name}-${now.toISOString().slice(0, 10)}.csv`, csv };
}
