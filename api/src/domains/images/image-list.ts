import { type Database, images, products, websiteContent } from "@store/db";
import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Paged } from "../../common/admin-list";
import { contains, startOfMonthIn } from "../../common/sql-search";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../storage/storage";
import { couldBeImageName } from "../../uploads/image-file";
import type { ReadArgs } from "../service-args";
import { toImageDto } from "./images";
import type { ImageDto, ImageListInput, ImageStats, ImageUsage } from "./schemas";

function imageSort({ sort, dir }: ImageListInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = { created_at: images.createdAt, name: images.name, size: images.size }[sort];
  // The unique name breaks ties, so an image never shows on two pages.
  return [by(column), by(images.name)];
}

/** One page of the library for the admin screen, and how many images match in all. */
export async function listImagePage({
  db,
  storage,
  input,
}: ReadArgs<ImageListInput> & { storage: FileStorage }): Promise<Paged<ImageDto>> {
  const where = input.search ? contains(images.name, input.search) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(images)
      .where(where)
      .orderBy(...imageSort(input))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(images).where(where),
  ]);
  return {
    items: rows.map((row) => toImageDto(row, storage)),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** The images screen's tiles: count, bytes in all, uploads this month (store time), average size. */
export async function imageStats({ db }: { db: Database }): Promise<ImageStats> {
  const [row] = await db
    .select({
      total: count(),
      bytes: sql<string>`coalesce(sum(${images.size}), 0)`,
      thisMonth:
        sql<number>`count(*) filter (where ${images.createdAt} >= ${startOfMonthIn(STORE_TIME_ZONE)})`.mapWith(
          Number,
        ),
      average: sql<string>`coalesce(avg(${images.size}), 0)`,
    })
    .from(images);
  return {
    total_images: row?.total ?? 0,
    storage_used: Number(row?.bytes ?? 0),
    this_month: row?.thisMonth ?? 0,
    average_size: Math.round(Number(row?.average ?? 0)),
  };
}

/** Where the image's address is still used: products showing it (main or gallery) and content items containing it. */
export async function imageUsage({
  db,
  storage,
  input: { name },
}: ReadArgs<{ name: string }> & { storage: FileStorage }): Promise<ImageUsage> {
  const [image] = couldBeImageName(name)
    ? await db.select().from(images).where(eq(images.name, name)).limit(1)
    : [];
  if (!image) throw AppError.notFound(`No image named "${name}".`);
  const url = storage.urlFor(image.storageKey);
  const [usedBy, usedIn] = await Promise.all([
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      // The address as stored, or the same address written with this site's origin in front
      // (the product form asks for a full URL, and Copy URL gives one).
      // A gallery picture counts too: deleting it would leave a broken thumbnail.
      .where(
        sql`regexp_replace(${products.imageUrl}, '^https?://[^/]+', '') = ${url}
          or exists (select 1 from unnest(${products.gallery}) as picture
                     where regexp_replace(picture, '^https?://[^/]+', '') = ${url})`,
      )
      .orderBy(asc(products.name)),
    db
      .select({
        id: websiteContent.id,
        page_name: websiteContent.pageName,
        section_name: websiteContent.sectionName,
        content_key: websiteContent.contentKey,
      })
      .from(websiteContent)
      // strpos, not LIKE: the address is found as it is, whatever characters it holds.
      .where(sql`strpos(${websiteContent.contentValue}, ${url}) > 0`)
      .orderBy(asc(websiteContent.pageName), asc(websiteContent.sectionName), asc(websiteContent.contentKey)),
  ]);
  return { url, products: usedBy, content: usedIn };
}
