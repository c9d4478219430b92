import { type Database, orders, type Quote, quotes } from "@store/db";
import { estimateQuote, isTeamSport, type TeamSport, teamSportLabels } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import {
  type IdempotencyCaller,
  idempotencyClaim,
  oncePerKey,
  type Remember,
} from "../../common/idempotency";
import { isUuid, notFound } from "../../common/not-found";
import { enqueueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import {
  type QuoteRequestFacts,
  quoteReceivedForCustomer,
  quoteReceivedForStore,
} from "../../mail/templates/design";
import type { FileStorage } from "../../storage/storage";
import { undoSavedFiles } from "../../storage/undo-saved-files";
import { checkUploads } from "../../uploads/validate";
import { artworkUploadRules } from "../designs/artwork-upload-rules";
import { historyOf, proofsOf, recordRequested } from "../designs/design-history";
import { adminUrl, quoteReference } from "../designs/design-records";
import { addReviewLink, reviewPath } from "../designs/review-links";
import type { MailArgs, ReadArgs } from "../service-args";
import type { QuoteDto, QuoteFormInput, QuoteListItem, QuoteRequested } from "./schemas";

const IDEMPOTENCY_SCOPE = "quote";

export interface RequestedQuote {
  answer: QuoteRequested;
  /** True when an earlier request with the same idempotency key stored the quote. */
  replayed: boolean;
}

/** The quote's sport as the catalogue knows it (rows are only written with known sports). */
const sportOf = (row: Pick<Quote, "sport">): TeamSport => (isTeamSport(row.sport) ? row.sport : "baseball");

const estimateOf = (row: Quote) =>
  estimateQuote({
    sport: sportOf(row),
    package: row.packageName,
    additional_items: row.additionalItems,
    rush: row.rush,
    players: row.roster.length,
  });

/**
 * Stores a coach's quote request: files checked and stored first (all or none), then in one
 * transaction the quote with the price tables' estimate, its first history step, a private link
 * and two e-mails (the coach's receipt with the link, the store's notice). With an idempotency
 * key, a repeat of the same request by the same caller answers with the first quote (and a link of
 * its own) instead of storing another; another caller's use of the key is a request of its own.
 */
export async function requestQuote(
  options: ReadArgs<QuoteFormInput> & MailArgs & { storage: FileStorage; caller: IdempotencyCaller },
): Promise<RequestedQuote> {
  const { db, storage, caller, mail } = options;
  const { files, idempotency_key, ...fields } = options.input;
  const fileFacts = files.map((f) => ({ name: f.name, size: f.size }));
  const claim = idempotencyClaim(IDEMPOTENCY_SCOPE, caller, idempotency_key, {
    ...fields,
    files: fileFacts,
  });
  const { value, replayed } = await oncePerKey(
    db,
    claim,
    "quote request",
    (remember) => storeQuote(db, storage, files, fields, mail, remember),
    async (quoteId) => {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
      if (!row) throw new Error("the remembered quote request is missing");
      // The first answer's link is not stored in readable form: this answer gets its own.
      return requestedAnswer(row, await addReviewLink(db, { kind: "quote", id: row.id }));
    },
  );
  return { answer: value, replayed };
}

/** Writes the files, then the quote, its first step, its link and both e-mails in one transaction. */
async function storeQuote(
  db: Database,
  storage: FileStorage,
  files: QuoteFormInput["files"],
  fields: Omit<QuoteFormInput, "files" | "idempotency_key">,
  mail: MailSettings,
  remember: Remember,
): Promise<QuoteRequested> {
  const uploads = await checkUploads(files, artworkUploadRules);
  const saved: { key: string; url: string; name: string }[] = [];
  try {
    for (const upload of uploads) {
      const file = await storage.save("artwork", upload.bytes, upload.type.extension);
      saved.push({ ...file, name: upload.displayName });
    }
    const estimate = estimateQuote({ ...fields, players: fields.roster.length });
    const answer = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quotes)
        .values({
          teamName: fields.team_name,
          contactName: fields.contact_name,
          email: fields.email,
          phone: fields.phone,
          sport: fields.sport,
          packageName: fields.package,
          additionalItems: fields.additional_items,
          rush: fields.rush,
          neededBy: fields.needed_by,
          colors: fields.colors,
          artworkNotes: fields.artwork_notes,
          designId: fields.design,
          roster: fields.roster,
          files: saved.map(({ name, url }) => ({ name, url })),
          estimate: estimate.total,
        })
        .returning();
      if (!row) throw new Error("quote insert returned no row");
      const subject = { kind: "quote", id: row.id } as const;
      await recordRequested(tx, subject, { name: row.contactName, message: row.artworkNotes });
      const token = await addReviewLink(tx, subject);
      const facts = requestFacts(row, `${mail.publicUrl}${reviewPath(token)}`);
      await enqueueEmail(tx, { kind: "quote.requested", to: row.email, ...quoteReceivedForCustomer(facts) });
      await enqueueEmail(tx, {
        kind: "quote.received",
        to: mail.storeEmail,
        replyTo: row.email,
        ...quoteReceivedForStore(facts, adminUrl(subject, mail)),
      });
      await remember(tx, row.id);
      return requestedAnswer(row, token);
    });
    mail.wake?.();
    return answer;
  } catch (error) {
    await undoSavedFiles(
      storage,
      saved.map((file) => file.key),
      error,
    );
    throw error;
  }
}

function requestedAnswer(row: Quote, token: string): QuoteRequested {
  return {
    id: row.id,
    number: row.number,
    reference: quoteReference(row.number),
    estimate: estimateOf(row),
    review_path: reviewPath(token),
  };
}

function requestFacts(row: Quote, reviewUrl: string): QuoteRequestFacts {
  return {
    title: `Quote ${quoteReference(row.number)}`,
    customerName: row.contactName,
    teamName: row.teamName,
    status: row.status,
    reviewUrl,
    email: row.email,
    phone: row.phone,
    sport: teamSportLabels[sportOf(row)],
    packageName: row.packageName,
    items: row.additionalItems,
    rush: row.rush,
    neededBy: row.neededBy,
    players: row.roster.length,
    estimate: row.estimate,
    files: row.files,
  };
}

/** A quote as the admin list shows it. */
export function toQuoteListItem(row: Quote): QuoteListItem {
  return {
    id: row.id,
    number: row.number,
    reference: quoteReference(row.number),
    status: row.status,
    team_name: row.teamName,
    contact_name: row.contactName,
    email: row.email,
    sport: sportOf(row),
    package: row.packageName,
    players: row.roster.length,
    rush: row.rush,
    needed_by: row.neededBy,
    estimate: row.estimate,
    final_price: row.finalPrice,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One quote with everything staff need: request, roster, files, price, proofs, history, order. */
export async function getQuote({ db, input }: { db: Database; input: { id: string } }): Promise<QuoteDto> {
  const { id } = input;
  if (!isUuid(id)) throw notFound("quote", id);
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw notFound("quote", id);
  const subject = { kind: "quote", id } as const;
  const order = row.orderId
    ? ((
        await db
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(eq(orders.id, row.orderId))
      )[0] ?? null)
    : null;
  return {
    ...toQuoteListItem(row),
    phone: row.phone,
    additional_items: row.additionalItems,
    colors: row.colors,
    artwork_notes: row.artworkNotes,
    design: row.designId,
    roster: row.roster,
    files: row.files,
    estimate_lines: estimateOf(row).lines,
    quote_message: row.quoteMessage,
    order,
    proofs: await proofsOf(db, subject),
    history: await historyOf(db, subject),
  };
}
