import { type AppliedExemption, type Database, profiles, type TaxExemption, taxExemptions } from "@store/db";
import { desc, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { MAX_FILE_BYTES } from "../../common/uploads";
import { AppError } from "../../errors/app-error";
import type { SmallFile } from "../../http/file-response";
import type { FileStorage } from "../../storage/storage";
import { undoSavedFiles } from "../../storage/undo-saved-files";
import { checkUpload, type UploadRules } from "../../uploads/validate";
import type { ChangeArgs, ClockArgs, ReadArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { storeDayOf } from "../tax/tax-basis";
import { exemptionStatusOn } from "./exemption-status";
import type { AddExemptionInput, ExemptionDto } from "./schemas";

/** A PO, certificate or resale form: a PDF or a photo of it, judged by its bytes. */
const documentRules: UploadRules = {
  maxBytes: MAX_FILE_BYTES,
  allowedTypes: ["application/pdf", "image/png", "image/jpeg", "image/webp"],
  tooLarge: (name) => `"${name}" is over 10 MB: send a smaller scan or photo of the document.`,
  unsupported: (name) =>
    `"${name}" is not a PDF, PNG, JPEG or WebP file: send the document as a PDF or a photo.`,
};

interface StorageArgs {
  storage: FileStorage;
}

/** What an order or quote shows of the exemption it carries (who applied it stays in the row). */
export const appliedView = (applied: AppliedExemption | null) =>
  applied
    ? {
        kind: applied.kind,
        organisation: applied.organisation,
        number: applied.number,
        reason: applied.reason,
      }
    : null;

export const documentPath = (id: string) => `/api/tax-exemptions/${id}/document`;

export function toExemptionDto(row: TaxExemption, today: string): ExemptionDto {
  return {
    id: row.id,
    customer_id: row.profileId,
    kind: row.kind,
    organisation: row.organisation,
    number: row.number,
    expires_on: row.expiresOn,
    document_name: row.documentName,
    document_type: row.documentType,
    document_url: documentPath(row.id),
    verified_by: row.verifiedBy,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    status: exemptionStatusOn(row, today),
    created_at: row.createdAt.toISOString(),
  };
}

/** The customer record, or a 404; a record merged away names the one it went into. */
async function customerRecord(db: Database, id: string) {
  if (!isUuid(id)) throw notFound("customer", id);
  const [row] = await db
    .select({ id: profiles.id, email: profiles.email, mergedIntoId: profiles.mergedIntoId })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!row) throw notFound("customer", id);
  return row;
}

/** A customer's exemptions, newest first, each with its status today. */
export async function listExemptions({
  db,
  input,
  now,
}: ReadArgs<{ id: string }> & ClockArgs): Promise<ExemptionDto[]> {
  await customerRecord(db, input.id);
  return exemptionsOf(db, input.id, now);
}

/** The exemptions on one profile, newest first, each with its status today. */
export async function exemptionsOf(db: Database, profileId: string, now: Date): Promise<ExemptionDto[]> {
  const rows = await db
    .select()
    .from(taxExemptions)
    .where(eq(taxExemptions.profileId, profileId))
    .orderBy(desc(taxExemptions.createdAt));
  const today = storeDayOf(now);
  return rows.map((row) => toExemptionDto(row, today));
}

/**
 * Whose record a new exemption goes on: `check` refuses a wrong id before the document is read
 * (reading only); `find` names the record in the transaction that stores the exemption.
 */
export interface CustomerOf {
  check(db: Database): Promise<unknown>;
  find(tx: Database): Promise<{ id: string; email: string }>;
}

/** A customer record named by its id: one merged away is refused, naming the one it went into. */
export function customerById(id: string): CustomerOf {
  const find = async (db: Database) => {
    const customer = await customerRecord(db, id);
    if (customer.mergedIntoId)
      throw AppError.conflict(
        `This customer record was merged into another (${customer.mergedIntoId}): add the exemption there.`,
      );
    return customer;
  };
  return { check: find, find };
}

/**
 * Records an exemption with its document: the document is checked by its bytes and stored first,
 * then the row; a refusal or a failed write removes the file again, so none is left without a row.
 * It starts "awaiting check" until staff verify it.
 */
export async function addExemption({
  db,
  actor,
  input,
  now,
  storage,
  customerOf,
}: ChangeArgs<Omit<AddExemptionInput, "id">> &
  ClockArgs &
  StorageArgs & { customerOf: CustomerOf }): Promise<ExemptionDto> {
  await customerOf.check(db);
  const checked = await checkUpload(input.document, documentRules);
  const { key } = await storage.save("exemptions", checked.bytes, checked.type.extension);
  try {
    return await db.transaction(async (tx) => {
      const customer = await customerOf.find(tx);
      const { kind, organisation, number, expires_on } = input;
      const [row] = await tx
        .insert(taxExemptions)
        .values({
          profileId: customer.id,
          kind,
          organisation,
          number,
          expiresOn: expires_on ?? null,
          documentKey: key,
          documentName: checked.displayName,
          documentType: checked.type.mime,
          createdBy: actor.id,
        })
        .returning();
      if (!row) throw new Error("exemption insert returned no row");
      const after = toExemptionDto(row, storeDayOf(now));
      await recordAudit(tx, actor, {
        action: "customer.exemption_add",
        entity: "customer",
        entityId: customer.id,
        summary: `Added a tax exemption for ${customer.email}: ${organisation}, ${number}.`,
        before: null,
        after,
      });
      return after;
    });
  } catch (error) {
    await undoSavedFiles(storage, [key], error);
    throw error;
  }
}

async function exemptionRow(db: Database, id: string, lock = false): Promise<TaxExemption> {
  if (!isUuid(id)) throw notFound("tax exemption", id);
  const query = db.select().from(taxExemptions).where(eq(taxExemptions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("tax exemption", id);
  return row;
}

/** Staff checked the document: their address and the moment are kept. Verifying twice changes nothing. */
export async function verifyExemption({
  db,
  actor,
  input,
  now,
}: ChangeArgs<{ id: string }> & ClockArgs): Promise<ExemptionDto> {
  return db.transaction(async (tx) => {
    const before = await exemptionRow(tx, input.id, true);
    const today = storeDayOf(now);
    if (before.verifiedAt) return toExemptionDto(before, today);
    if (exemptionStatusOn(before, today) === "expired")
      throw AppError.conflict(
        `This exemption expired on ${before.expiresOn}: ask the customer for their current certificate and add it as a new exemption.`,
      );
    const [row] = await tx
      .update(taxExemptions)
      .set({ verifiedBy: actor.email, verifiedAt: now })
      .where(eq(taxExemptions.id, before.id))
      .returning();
    if (!row) throw new Error("verified exemption is missing");
    const after = toExemptionDto(row, today);
    await recordAudit(tx, actor, {
      action: "customer.exemption_verify",
      entity: "customer",
      entityId: row.profileId,
      summary: `Verified the tax exemption ${row.organisation}, ${row.number}.`,
      before: toExemptionDto(before, today),
      after,
    });
    return after;
  });
}

/** The document as stored, for staff only (it is never at /uploads). */
export async function exemptionDocument({
  db,
  input,
  storage,
}: ReadArgs<{ id: string }> & StorageArgs): Promise<SmallFile> {
  const row = await exemptionRow(db, input.id);
  const file = await storage.read(row.documentKey);
  if (!file) throw AppError.notFound("The document's file is missing from the store's files.");
  const body = new Uint8Array(await new Response(file.body).arrayBuffer());
  const extension = row.documentKey.slice(row.documentKey.lastIndexOf(".") + 1);
  return {
    body,
    contentType: row.documentType,
    ...(row.documentType === "application/pdf" && {
      download: `exemption-${row.number.replace(/[^A-Za-z0-9_-]/g, "_")}.${extension}`,
    }),
  };
}
