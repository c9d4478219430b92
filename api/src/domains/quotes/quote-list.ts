import { type Database, quotes } from "@store/db";
import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { CsvFile, Paged } from "../../common/admin-list";
import { csvFile } from "../../common/csv";
import { isUuid, notFound } from "../../common/not-found";
import { containsAny } from "../../common/sql-search";
import { quoteReference } from "../designs/design-records";
import type { ReadArgs } from "../service-args";
import { toQuoteListItem } from "./request-quote";
import type { QuoteListInput, QuoteListItem, QuoteStats } from "./schemas";

function quoteFilter({ search, status }: QuoteListInput): SQL | undefined {
  // "Q-2001", "q2001" and "2001" all find quote 2001.
  const number = search ? /^q?-?\s*(\d{1,9})$/i.exec(search.trim())?.[1] : undefined;
  return and(
    status ? eq(quotes.status, status) : undefined,
    or(
      containsAny(search, [quotes.teamName, quotes.contactName, quotes.email]),
      number ? eq(quotes.number, Number(number)) : undefined,
    ),
  );
}

function quoteSort({ sort, dir }: QuoteListInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = {
    created_at: quotes.createdAt,
    number: quotes.number,
    team_name: sql`lower(${quotes.teamName})`,
    status: quotes.status,
    needed_by: quotes.neededBy,
  }[sort];
  return [by(column), by(quotes.id)];
}

/** One page of the quotes table, in the requested order, and how many match in all. */
export async function listQuotePage(options: ReadArgs<QuoteListInput>): Promise<Paged<QuoteListItem>> {
  const { db, input } = options;
  const where = quoteFilter(input);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(...quoteSort(input))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return {
    items: rows.map(toQuoteListItem),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The quotes screen's tiles, counted by the database. */
export async function quoteStats({ db }: { db: Database }): Promise<QuoteStats> {
  const [row] = await db
    .select({
      total: count(),
      new: countWhere(sql`${quotes.status} = 'new'`),
      awaiting: countWhere(sql`${quotes.status} in ('quoted', 'proof_sent')`),
      approved: countWhere(sql`${quotes.status} = 'approved'`),
      inProduction: countWhere(sql`${quotes.status} = 'in_production'`),
    })
    .from(quotes);
  return {
    total: row?.total ?? 0,
    new: row?.new ?? 0,
    awaiting_customer: row?.awaiting ?? 0,
    approved: row?.approved ?? 0,
    in_production: row?.inProduction ?? 0,
  };
}

/** The roster for production: one row per player, in the order the coach gave them. */
export async function exportRosterCsv(options: ReadArgs<{ id: string }>): Promise<CsvFile> {
  const { db, input } = options;
  const { id } = input;
  if (!isUuid(id)) throw notFound("quote", id);
  const [row] = await db
    .select({ number: quotes.number, team: quotes.teamName, roster: quotes.roster, pkg: quotes.packageName })
    .from(quotes)
    .where(eq(quotes.id, id));
  if (!row) throw notFound("quote", id);
  return csvFile(
    `roster-${quoteReference(row.number)}`,
    ["Team", "Player", "Number", "Size"],
    row.roster.map((player) => [row.team, player.name, player.number, player.size]),
  );
}
