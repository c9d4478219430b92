import { type Database, type WebsiteContentItem, websiteContent } from "@store/db";
import { and, asc, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import type { ById, ChangeArgs, ReadArgs } from "../service-args";
import { type Actor, recordAudit } from "../staff/audit-records";
import { sanitizeContentHtml } from "./sanitize-html";
import type { ContentInput, ContentItemDto, ContentListInput } from "./schemas";

export const DUPLICATE_CONTENT = "A content item with this page, section and key already exists.";

/** Maps a website_content row to the wire shape. */
export function toContentDto(row: WebsiteContentItem): ContentItemDto {
  return {
    id: row.id,
    page_name: row.pageName,
    section_name: row.sectionName,
    content_key: row.contentKey,
    content_value: row.contentValue,
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// html is cleaned here, on the way into the database, so every reader gets markup safe to render;
// markup that cleans away to nothing is stored like any blank value, as null.
const storedValue = ({ content_type, content_value }: ContentInput) =>
  content_type === "html" && content_value !== null
    ? sanitizeContentHtml(content_value) || null
    : content_value;

const toColumns = (input: ContentInput) => ({
  pageName: input.page_name,
  sectionName: input.section_name,
  contentKey: input.content_key,
  contentType: input.content_type,
  contentValue: storedValue(input),
});

/** PostgreSQL's unique_violation, found on the driver error or on the error drizzle wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

const duplicate = () => AppError.conflict(DUPLICATE_CONTENT);

/** Content items ordered by page, section and key (spec §7), optionally filtered. */
export async function listContent({ db, input }: ReadArgs<ContentListInput>): Promise<ContentItemDto[]> {
  const query = db
    .select()
    .from(websiteContent)
    .where(
      and(
        input?.page_name ? eq(websiteContent.pageName, input.page_name) : undefined,
        input?.section_name ? eq(websiteContent.sectionName, input.section_name) : undefined,
        input?.content_type ? eq(websiteContent.contentType, input.content_type) : undefined,
      ),
    )
    .orderBy(asc(websiteContent.pageName), asc(websiteContent.sectionName), asc(websiteContent.contentKey));
  const rows = input?.limit ? await query.limit(input.limit) : await query;
  return rows.map(toContentDto);
}

/** "home / hero / title": how an item is named in the audit log. */
const address = (row: WebsiteContentItem) => `${row.pageName} / ${row.sectionName} / ${row.contentKey}`;

const done = { create: "Created", update: "Updated", delete: "Deleted" } as const;

/** The audit entry of one change to an item, named by its address. */
const audit = (
  tx: Database,
  actor: Actor,
  verb: keyof typeof done,
  row: WebsiteContentItem,
  before: ContentItemDto | null,
  after: ContentItemDto | null,
) =>
  recordAudit(tx, actor, {
    action: `content.${verb}`,
    entity: "content",
    entityId: row.id,
    summary: `${done[verb]} content ${address(row)}.`,
    before,
    after,
  });

/** Adds an item; its page, section and key must be new. */
export async function createContent({ db, actor, input }: ChangeArgs<ContentInput>): Promise<ContentItemDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(websiteContent).values(toColumns(input)).onConflictDoNothing().returning();
    if (!row) throw duplicate();
    const after = toContentDto(row);
    await audit(tx, actor, "create", row, null, after);
    return after;
  });
}

/** Replaces the five fields of an item; moving it onto another item's address is a conflict. */
export async function updateContent({
  db,
  actor,
  input: { id, ...input },
}: ChangeArgs<ContentInput & ById>): Promise<ContentItemDto> {
  if (!isUuid(id)) throw notFound("content item", id);
  try {
    return await db.transaction(async (tx) => {
      const [old] = await tx.select().from(websiteContent).where(eq(websiteContent.id, id)).for("update");
      if (!old) throw notFound("content item", id);
      const [row] = await tx
        .update(websiteContent)
        .set(toColumns(input))
        .where(eq(websiteContent.id, id))
        .returning();
      if (!row) throw notFound("content item", id);
      const after = toContentDto(row);
      await audit(tx, actor, "update", row, toContentDto(old), after);
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Deletes an item by id. */
export async function deleteContent({ db, actor, input: { id } }: ChangeArgs<ById>): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound("content item", id);
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(websiteContent).where(eq(websiteContent.id, id)).returning();
    if (!row) throw notFound("content item", id);
    await audit(tx, actor, "delete", row, toContentDto(row), null);
    return { id: row.id };
  });
}
