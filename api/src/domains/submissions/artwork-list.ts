import { customArtworkSubmissions as artwork, type Database } from "@store/db";
import { and, asc, count, desc, eq, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { CsvFile, Paged } from "../../common/admin-list";
import { csvFile } from "../../common/csv";
import { containsAny, startOfMonthIn } from "../../common/sql-search";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import type { ReadArgs } from "../service-args";
import { toArtworkDto } from "./create-artwork";
import type { ArtworkExportInput, ArtworkListInput, ArtworkStats, ArtworkSubmissionDto } from "./schemas";

function artworkFilter({ search, status }: ArtworkExportInput): SQL | undefined {
  // "A-3001", "a3001" and "3001" all find request 3001, as the customer reads it out on the phone.
  const number = search ? /^a?-?\s*(\d{1,9})$/i.exec(search.trim())?.[1] : undefined;
  return and(
    status ? eq(artwork.status, status) : undefined,
    or(
      containsAny(search, [artwork.name, artwork.email, artwork.teamName, artwork.productsInterested]),
      number ? eq(artwork.number, Number(number)) : undefined,
    ),
  );
}

function artworkSort({ sort, dir }: ArtworkExportInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = { created_at: artwork.createdAt, name: artwork.name, team_name: artwork.teamName }[sort];
  return [by(column), by(artwork.id)];
}

const hasUploads = and(isNotNull(artwork.uploadedDesignUrl), ne(artwork.uploadedDesignUrl, ""));

/** One page of artwork requests in the requested order, and how many match in all. */
export async function listArtworkPage(
  options: ReadArgs<ArtworkListInput>,
): Promise<Paged<ArtworkSubmissionDto>> {
  const { db, input } = options;
  const where = artworkFilter(input);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(artwork)
      .where(where)
      .orderBy(...artworkSort(input))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(artwork).where(where),
  ]);
  return {
    items: rows.map(toArtworkDto),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** Spec §9: every request; those sent this calendar month (store time); those with files. */
export async function artworkStats({ db }: { db: Database }): Promise<ArtworkStats> {
  const [row] = await db
    .select({
      total: count(),
      thisMonth:
        sql<number>`count(*) filter (where ${artwork.createdAt} >= ${startOfMonthIn(STORE_TIME_ZONE)})`.mapWith(
          Number,
        ),
      withUploads: sql<number>`count(*) filter (where ${hasUploads})`.mapWith(Number),
    })
    .from(artwork);
  return { total: row?.total ?? 0, this_month: row?.thisMonth ?? 0, with_uploads: row?.withUploads ?? 0 };
}

const ARTWORK_CSV_HEADER = [
  "Submission ID",
  "Date",
  "Name",
  "Email",
  "Team",
  "Products Interested",
  "Ordering Items",
  "Artwork Details",
  "Files",
];

/** Every artwork request matching the filter as a CSV file, in the list's order. */
export async function exportArtworkCsv(options: ReadArgs<ArtworkExportInput>): Promise<CsvFile> {
  const { db, input } = options;
  const rows = await db
    .select()
    .from(artwork)
    .where(artworkFilter(input))
    .orderBy(...artworkSort(input));
  return csvFile(
    "artwork-submissions",
    ARTWORK_CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.name,
      r.email,
      r.teamName,
      r.productsInterested,
      r.orderingItems,
      r.artworkDetails,
      r.uploadedDesignUrl ?? "",
    ]),
  );
}
