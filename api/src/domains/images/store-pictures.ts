import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { appMeta, type Database, products, websiteContent } from "@store/db";
import { eq, like } from "drizzle-orm";
import { describeError } from "../../errors/describe-error";
import { IMAGE_TYPES, imageNameFrom } from "../../uploads/image-file";
import { sniffFileType } from "../../uploads/sniff";
import { type ImageFiles, insertWithFreeName } from "./images";

/** Claimed once per database, in the transaction that adds the pictures: no second copy on restart. */
const CLAIM_KEY = "image_library_store_pictures";

/** The site's own pictures (built into the web app under /images/) that the catalogue and home page use. */
async function picturesInUse(db: Database): Promise<string[]> {
  const productRows = await db.select({ image: products.imageUrl, gallery: products.gallery }).from(products);
  const homeRows = await db
    .select({ value: websiteContent.contentValue })
    .from(websiteContent)
    .where(like(websiteContent.contentValue, "/images/%"));
  const all = [
    ...productRows.flatMap((row) => [row.image, ...row.gallery]),
    ...homeRows.map((row) => row.value),
  ];
  return [...new Set(all.filter((url): url is string => Boolean(url?.startsWith("/images/"))))];
}

/**
 * Puts the store's own product and hero pictures into a new store's image library, so staff can
 * reuse them: each is known by its bytes as an upload is, stored as a real file and listed under its own
 * name. Once per database (a claim in app_meta taken in the same transaction as the rows), so a
 * restart or a second process adds nothing; a picture missing from the build is skipped.
 */
export async function addStorePictures(
  db: Database,
  files: ImageFiles,
  webDistDir: string,
): Promise<{ added: number }> {
  const [claimed] = await db.select().from(appMeta).where(eq(appMeta.key, CLAIM_KEY));
  if (claimed) return { added: 0 };
  const root = path.resolve(webDistDir);
  const saved: { key: string; name: string; size: number; type: string; extension: string }[] = [];
  try {
    for (const url of await picturesInUse(db)) {
      const file = path.resolve(root, `.${url}`);
      if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) continue;
      // The store's own build, not a visitor's upload: its kind is read from its bytes as an
      // upload's is, without the upload's cleaning (a second or more per drawing on a slow machine).
      const bytes = new Uint8Array(await readFile(file));
      const type = sniffFileType(bytes);
      if (!type || !IMAGE_TYPES.includes(type.mime)) continue;
      const { key } = await files.storage.save("images", bytes, type.extension);
      saved.push({
        key,
        name: path.basename(file),
        size: bytes.byteLength,
        type: type.mime,
        extension: type.extension,
      });
    }
    const added = await db.transaction(async (tx) => {
      const claim = await tx
        .insert(appMeta)
        .values({ key: CLAIM_KEY, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      if (claim.length === 0) return null;
      for (const picture of saved) {
        await insertWithFreeName(tx, imageNameFrom(picture.name, picture.extension), {
          storageKey: picture.key,
          size: picture.size,
          type: picture.type,
        });
      }
      return saved.length;
    });
    // Another process added them first: these copies are not listed anywhere.
    if (added === null) await removeAll(files, saved);
    return { added: added ?? 0 };
  } catch (error) {
    await removeAll(files, saved);
    throw error;
  }
}

async function removeAll(files: ImageFiles, saved: readonly { key: string }[]): Promise<void> {
  for (const { key } of saved) {
    await files.storage.remove(key).catch((error: unknown) => {
      files.logger.error("could not remove image file", { key, error: describeError(error) });
    });
  }
}
