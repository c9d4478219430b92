import { type Database, type Image, images } from "@store/db";
import { desc, eq, inArray } from "drizzle-orm";
import { MAX_FILE_BYTES } from "../../common/uploads";
import { AppError } from "../../errors/app-error";
import { describeError } from "../../errors/describe-error";
import type { Logger } from "../../logger";
import type { FileStorage } from "../../storage/storage";
import {
  couldBeImageName,
  IMAGE_TYPES,
  type ImageName,
  imageNameFrom,
  imageNameWithSuffix,
} from "../../uploads/image-file";
import { checkUpload, type UploadRules } from "../../uploads/validate";
import type { ChangeArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { type ImageDto, NOT_AN_IMAGE } from "./schemas";

/** Spec §5: a picture of at most 10 MB (checked as for artwork, in uploads/validate.ts), in the spec's words. */
export const imageUploadRules: UploadRules = {
  maxBytes: MAX_FILE_BYTES,
  allowedTypes: IMAGE_TYPES,
  tooLarge: () => "File size must be less than 10MB.",
  unsupported: () => NOT_AN_IMAGE,
};

/** What the image services need besides the database: where files live and where trouble is told. */
export interface ImageFiles {
  storage: FileStorage;
  logger: Logger;
}

/** What the image library's changes take besides the database: its files and its log. */
interface ImageFileArgs {
  storage: FileStorage;
  log: Logger;
}

/** Maps a row to the spec's shape; the url is derived from the server-chosen key, never stored. */
export function toImageDto(row: Image, storage: FileStorage): ImageDto {
  return {
    name: row.name,
    url: storage.urlFor(row.storageKey),
    size: row.size,
    type: row.type,
    created_at: row.createdAt.toISOString(),
  };
}

/** The library, newest first. */
export async function listImages({
  db,
  storage,
}: {
  db: Database;
  storage: FileStorage;
}): Promise<ImageDto[]> {
  const rows = await db.select().from(images).orderBy(desc(images.createdAt), desc(images.name));
  return rows.map((row) => toImageDto(row, storage));
}

/**
 * Stores an uploaded picture under a server-generated key and records it under a unique display
 * name. All or nothing: if the row cannot be written, the file is removed again.
 */
export async function uploadImage({
  db,
  storage,
  log,
  actor,
  input: file,
}: ChangeArgs<File> & ImageFileArgs): Promise<ImageDto> {
  // An SVG comes back cleaned (uploads/svg-clean.ts): those bytes, and their size, are what is stored.
  const { bytes, type } = await checkUpload(file, imageUploadRules);

  const { key } = await storage.save("images", bytes, type.extension);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertWithFreeName(tx, imageNameFrom(file.name, type.extension), {
        storageKey: key,
        size: bytes.byteLength,
        type: type.mime,
      });
      const after = toImageDto(row, storage);
      await recordAudit(tx, actor, {
        action: "image.upload",
        entity: "image",
        entityId: row.name,
        summary: `Uploaded image "${row.name}".`,
        before: null,
        after,
      });
      return after;
    });
  } catch (error) {
    await removeQuietly({ storage, logger: log }, key);
    throw error;
  }
}

/** Deletes an image by its exact public name: the row first, then its file. */
export async function deleteImage({
  db,
  storage,
  log,
  actor,
  input: { name },
}: ChangeArgs<{ name: string }> & ImageFileArgs): Promise<{ name: string }> {
  // Names with separators, ".." or controls are never created, so they are unknown without a query
  // (PostgreSQL would also refuse a NUL in a parameter).
  if (!couldBeImageName(name)) throw AppError.notFound(`No image named "${name}".`);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(images).where(eq(images.name, name)).returning();
    if (!deleted) throw AppError.notFound(`No image named "${name}".`);
    await recordAudit(tx, actor, {
      action: "image.delete",
      entity: "image",
      entityId: deleted.name,
      summary: `Deleted image "${deleted.name}".`,
      before: toImageDto(deleted, storage),
      after: null,
    });
    return deleted;
  });
  await removeQuietly({ storage, logger: log }, row.storageKey);
  return { name: row.name };
}

/** Two uploads of "logo.png" at once may pick the same free name; the loser simply picks again. */
const NAME_ATTEMPTS = 5;
const CANDIDATES_PER_QUERY = 50;

/** Lists a stored file under the first free name from `base` ("logo.png", "logo-1.png", ...). */
export async function insertWithFreeName(
  db: Database,
  base: ImageName,
  columns: { storageKey: string; size: number; type: string },
): Promise<Image> {
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
    const name = await firstFreeName(db, base);
    const [row] = await db
      .insert(images)
      .values({ ...columns, name })
      .onConflictDoNothing({ target: images.name })
      .returning();
    if (row) return row;
  }
  throw AppError.conflict("Other uploads kept taking this image's name. Please try again.");
}

async function firstFreeName(db: Database, base: ImageName): Promise<string> {
  for (let start = 0; ; start += CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, i) =>
      imageNameWithSuffix(base, start + i),
    );
    const taken = await db.select({ name: images.name }).from(images).where(inArray(images.name, candidates));
    const takenNames = new Set(taken.map((row) => row.name));
    const free = candidates.find((candidate) => !takenNames.has(candidate));
    if (free) return free;
  }
}

/** A file left behind only wastes space, so a failed removal is logged rather than failing the call. */
async function removeQuietly(files: ImageFiles, key: string): Promise<void> {
  try {
    await files.storage.remove(key);
  } catch (error) {
    files.logger.error("could not remove image file", { key, error: describeError(error) });
  }
}
