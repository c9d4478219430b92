import { type CustomArtworkSubmission, customArtworkSubmissions, type Database } from "@store/db";
import { eq } from "drizzle-orm";
import {
  type IdempotencyCaller,
  idempotencyClaim,
  oncePerKey,
  type Remember,
} from "../../common/idempotency";
import { MAX_FILE_BYTES } from "../../common/uploads";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { artworkReceivedForStore } from "../../mail/templates/submissions";
import type { FileStorage } from "../../storage/storage";
import { undoSavedFiles } from "../../storage/undo-saved-files";
import { type CheckedUpload, checkUploads, type UploadRules } from "../../uploads/validate";
import { recordStep } from "../review/design-history";
import type { ArtworkFormInput, ArtworkSubmissionDto } from "./schemas";

/** Spec §5: JPEG, PNG, GIF or PDF, each at most 10 MB, in the spec's words. */
export const artworkUploadRules: UploadRules = {
  maxBytes: MAX_FILE_BYTES,
  allowedTypes: ["image/jpeg", "image/png", "image/gif", "application/pdf"],
  tooLarge: (file) => `File "${file}" is too large. Max size is 10MB.`,
  unsupported: (file) =>
    `File "${file}" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.`,
};

/** A stored artwork request in the wire's field names. */
export function toArtworkDto(row: CustomArtworkSubmission): ArtworkSubmissionDto {
  return {
    id: row.id,
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
 * written, and if a later write or the row fails, the files already written are removed. The
 * store's e-mail about it is written in the row's transaction, so it exists exactly when the row does.
 * A repeat with the same idempotency key by the same caller stores nothing new and answers with
 * the first request.
 */
export async function createArtworkSubmission(
  db: Database,
  storage: FileStorage,
  caller: IdempotencyCaller,
  { idempotency_key, ...input }: ArtworkFormInput,
  mail: MailSettings,
): Promise<{ value: ArtworkSubmissionDto; replayed: boolean }> {
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
      return toArtworkDto(row);
    },
  );
}

async function storeArtwork(
  db: Database,
  storage: FileStorage,
  { files, ...fields }: Omit<ArtworkFormInput, "idempotency_key">,
  mail: MailSettings,
  remember: Remember,
): Promise<ArtworkSubmissionDto> {
  const uploads = await checkUploads(files, artworkUploadRules);
  const savedKeys: string[] = [];
  try {
    const urls = await saveAll(storage, uploads, savedKeys);
    const row = await db.transaction(async (tx) => {
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
      await recordStep(
        tx,
        { kind: "artwork", id: inserted.id },
        {
          kind: "requested",
          actor: "customer",
          actorName: inserted.name,
          message: inserted.artworkDetails,
          toStatus: "new",
        },
      );
      const email = artworkReceivedForStore(
        {
          ...inserted,
          files: uploads.map((upload, i) => ({ name: upload.displayName, url: urls[i] ?? "" })),
        },
        mail,
      );
      await enqueueEmail(tx, {
        kind: "artwork.received",
        to: mail.storeEmail,
        replyTo: inserted.email,
        ...email,
      });
      return inserted;
    });
    mail.wake?.();
    return toArtworkDto(row);
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
