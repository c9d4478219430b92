import { type Database, images, proofs, type TeamStore } from "@store/db";
import { and, desc, eq, like } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";

const UPLOADS = "/uploads/";

/**
 * A store's logo must be a picture of the image library (uploaded there, so checked as an image
 * when it arrived): any other address could be a page, a missing file or someone else's server.
 */
export async function checkStoreLogo(db: Database, url: string | null | undefined): Promise<void> {
  if (!url) return;
  const key = url.startsWith(UPLOADS) ? url.slice(UPLOADS.length) : "";
  const [found] = key
    ? await db
        .select({ type: images.type })
        .from(images)
        .where(and(eq(images.storageKey, key), like(images.type, "image/%")))
    : [];
  if (!found) {
    const message =
      "Upload the team logo here or choose it from the image library: the store's picture must be an image of the library.";
    throw AppError.badRequest(message, { logo_url: message });
  }
}

/**
 * What the store shows as its picture: the logo staff chose, else the approved proof of the quote it
 * came from (when that proof is a picture), else nothing (the page falls back to an item's picture).
 */
export async function storePicture(db: Database, store: TeamStore): Promise<string | null> {
  if (store.logoUrl) return store.logoUrl;
  if (!store.quoteId) return null;
  const [proof] = await db
    .select({ url: proofs.fileUrl })
    .from(proofs)
    .where(
      and(
        eq(proofs.quoteId, store.quoteId),
        eq(proofs.response, "approved"),
        like(proofs.fileType, "image/%"),
      ),
    )
    .orderBy(desc(proofs.version))
    .limit(1);
  return proof?.url ?? null;
}
