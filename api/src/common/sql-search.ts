import { or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A LIKE pattern that matches the text anywhere, with the user's % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" on a column, safe for any text the user types. */
export function contains(column: PgColumn | SQL, text: string): SQL {
  return sql`${column} ilike ${containsPattern(text)}`;
}

/** Rows where any of the columns contains the text (case-insensitive); no condition without one. */
export function containsAny(text: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  return text ? or(...columns.map((column) => contains(column, text))) : undefined;
}

/** The first day of the current month in the store's zone, as a timestamptz expression. */
export function startOfMonthIn(timeZone: string): SQL {
  return sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
}
