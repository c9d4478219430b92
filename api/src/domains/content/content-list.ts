import { websiteContent as content, type Database } from "@store/db";
import { and, asc, count, countDistinct, eq, sql } from "drizzle-orm";
import { containsAny } from "../../common/sql-search";
import type { ReadArgs } from "../service-args";
import { toContentDto } from "./content";
import type { ContentAdminListInput, ContentStats } from "./content-admin-schemas";
import type { ContentItemDto } from "./schemas";

/** More than staff can read in one screen; a store has tens of items, not thousands. */
const MAX_ITEMS = 1000;

/**
 * Content items for the portal, ordered by page, section and key, filtered by page, section and
 * text found in the page, section, key or value.
 */
export async function listContentForAdmin({
  db,
  input: { search, page_name, section_name },
}: ReadArgs<ContentAdminListInput>): Promise<{ items: ContentItemDto[]; truncated: boolean }> {
  const rows = await db
    .select()
    .from(content)
    .where(
      and(
        page_name ? eq(content.pageName, page_name) : undefined,
        section_name ? eq(content.sectionName, section_name) : undefined,
        containsAny(search, [
          content.pageName,
          content.sectionName,
          content.contentKey,
          content.contentValue,
        ]),
      ),
    )
    .orderBy(asc(content.pageName), asc(content.sectionName), asc(content.contentKey))
    .limit(MAX_ITEMS + 1);
  return { items: rows.slice(0, MAX_ITEMS).map(toContentDto), truncated: rows.length > MAX_ITEMS };
}

/** Spec §2 tiles (items, pages, sections, image items) and the selects' choices, from SQL. */
export async function contentStats({ db }: { db: Database }): Promise<ContentStats> {
  const [[totals], sections] = await Promise.all([
    db
      .select({
        total: count(),
        pages: countDistinct(content.pageName),
        sections: sql<number>`count(distinct (${content.pageName}, ${content.sectionName}))`.mapWith(Number),
        images: sql<number>`count(*) filter (where ${content.contentType} = 'image')`.mapWith(Number),
      })
      .from(content),
    db
      .selectDistinct({ page_name: content.pageName, section_name: content.sectionName })
      .from(content)
      .orderBy(asc(content.pageName), asc(content.sectionName)),
  ]);
  return {
    total: totals?.total ?? 0,
    pages: totals?.pages ?? 0,
    sections: totals?.sections ?? 0,
    images: totals?.images ?? 0,
    page_names: [...new Set(sections.map((s) => s.page_name))],
    sections_by_page: sections,
  };
}
