import { type CustomArtworkSubmission, customArtworkSubmissions, type Database } from "@store/db";
import { artworkReference } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import {
  type IdempotencyCaller,
  idempotencyClaim,
  oncePerKey,
  type Remember,
} from "../../common/idempotency";
import { AppError } from "../../errors/app-error";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { artworkReceivedForCustomer, artworkReceivedForStore } from "../../mail/templates/submissions";
import type { FileStorage } from "../../storage/storage";
import { undoSavedFiles } from "../../storage/undo-saved-files";
import { type CheckedUpload, checkUploads } from "../../uploads/validate";
import { artworkUploadRules } from "../designs/artwork-upload-rules";
import { recordRequested } from "../designs/design-history";
import { addReviewLink, reviewPath } from "../designs/review-links";
import type { MailArgs, ReadArgs } from "../service-args";
import type { ArtworkCreated, ArtworkFormInput, ArtworkSubmissionDto } from "./schemas";

/** A stored artwork request in the wire's field names. */
export function toArtworkDto(row: CustomArtworkSubmission): ArtworkSubmissionDto {
  return {
    id: row.id,
    number: row.number,
    reference: artworkReference(row.number),
    name: row.name,
    email: row.email,
    team_name: row.teamName,
    products_interested: row.productsInterested,
    ordering_items: row.orderingItems,
    artwork_details: row.artworkDetails,
    uploaded_design_url: row.uploadedDesignUrl,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Stores an artwork request with its files, all or nothing: every file is checked before any is
 * written, and if a later write or the row fails, the files already written are removed. In the
 * row's transaction: its first history step, a private link (only its hash is stored), the
 * customer's receipt with its reference number and link, and the store's notice, so they exist
 * exactly when the row does. A repeat with the same idempotency key by the same caller stores
 * nothing new and answers with the first request (and a link of its own), like a quote request.
 */
export async function createArtworkSubmission(
  options: ReadArgs<ArtworkFormInput> & MailArgs & { storage: FileStorage; caller: IdempotencyCaller },
): Promise<{ value: ArtworkCreated; replayed: boolean }> {
  const { db, storage, caller, mail } = options;
  const { idempotency_key, ...input } = options.input;
  const fileFacts = input.files.map((f) => ({ name: f.name, size: f.size }));
  const claim = idempotencyClaim("artwork", caller, idempotency_key, { ...input, files: fileFacts });
  return oncePerKey(
    db,
    claim,
    "artwork request",
    (remember) => storeArtwork(db, storage, input, mail, remember),
    async (id) => {
      const [row] = await db
        .select()
        .from(customArtworkSubmissions)
        .where(eq(customArtworkSubmissions.id, id));
      if (!row) throw new Error("the remembered artwork request is missing");
      // The first answer's link is not stored in readable form: this answer gets its own.
      const token = await addReviewLink(db, { kind: "artwork", id: row.id });
      return { ...toArtworkDto(row), review_path: reviewPath(token) };
    },
  );
}

async function storeArtwork(
  db: Database,
  storage: FileStorage,
  { files, ...fields }: Omit<ArtworkFormInput, "idempotency_key">,
  mail: MailSettings,
  remember: Remember,
): Promise<ArtworkCreated> {
  const uploads = await checkUploads(files, artworkUploadRules).catch((error: unknown) => {
    // The refusal names the file; the form shows it beside its files field, not as a general error.
    if (error instanceof AppError && !error.fields) {
      throw new AppError(error.code, error.message, { fields: { files: error.message } });
    }
    throw error;
  });
  const savedKeys: string[] = [];
  try {
    const urls = await saveAll(storage, uploads, savedKeys);
    const { row, token } = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(customArtworkSubmissions)
        .values({
          name: fields.name,
          email: fields.email,
          teamName: fields.team_name,
          productsInterested: fields.products_interested,
          orderingItems: fields.ordering_items,
          artworkDetails: fields.artwork_details,
          uploadedDesignUrl: urls.length > 0 ? urls.join(", ") : null,
        })
        .returning();
      if (!inserted) throw new Error("artwork insert returned no row");
      await remember(tx, inserted.id);
      const subject = { kind: "artwork", id: inserted.id } as const;
      await recordRequested(tx, subject, { name: inserted.name, message: inserted.artworkDetails });
      const facts = {
        ...inserted,
        files: uploads.map((upload, i) => ({ name: upload.displayName, url: urls[i] ?? "" })),
      };
      const link = await addReviewLink(tx, subject);
      await enqueueEmail(tx, {
        kind: "artwork.requested",
        to: inserted.email,
        ...artworkReceivedForCustomer({
          ...facts,
          reference: artworkReference(inserted.number),
          reviewUrl: `${mail.publicUrl}${reviewPath(link)}`,
        }),
      });
      await enqueueEmail(tx, {
        kind: "artwork.received",
        to: mail.storeEmail,
        replyTo: inserted.email,
        ...artworkReceivedForStore(facts, mail),
      });
      return { row: inserted, token: link };
    });
    mail.wake?.();
    return { ...toArtworkDto(row), review_path: reviewPath(token) };
  } catch (error) {
    await undoSavedFiles(storage, savedKeys, error);
    throw error;
  }
}

/** Saves each file under a server-chosen key, recording keys as they land so a failure can undo them. */
async function saveAll(storage: FileStorage, uploads: CheckedUpload[], savedKeys: string[]) {
  const urls: string[] = [];
  for (const upload of uploads) {
    const { key, url } = await storage.save("artwork", upload.bytes, upload.type.extension);
    savedKeys.push(key);
    urls.push(url);
  }
  return urls;
}
