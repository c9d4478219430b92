import { customArtworkSubmissions, type Database, quotes } from "@store/db";
import { artworkTitle, type DesignStatus, quoteReference } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import type { MailSettings } from "../../mail/settings";
import type { DesignEmailFacts } from "../../mail/templates/design";
import { type DesignSubject, reviewPath } from "./review-links";

/** What proofs, answers and status changes need to know of a quote or an artwork request. */
export interface DesignRecord {
  subject: DesignSubject;
  status: DesignStatus;
  /** "Quote Q-2001" or "Artwork request A-3001 for Tigers". */
  title: string;
  customerName: string;
  email: string;
  teamName: string;
}

export { quoteReference } from "@store/db/catalogue";

const subjectWords = { quote: "quote", artwork: "artwork request" } as const;

/**
 * Reads the record and locks its row until the transaction ends, so two answers or two status
 * changes at once are taken one after the other and each sees the status the other left.
 */
export async function lockRecord(tx: Database, subject: DesignSubject): Promise<DesignRecord> {
  if (!isUuid(subject.id)) throw notFound(subjectWords[subject.kind], subject.id);
  if (subject.kind === "quote") {
    const [row] = await tx
      .select({
        status: quotes.status,
        number: quotes.number,
        name: quotes.contactName,
        email: quotes.email,
        team: quotes.teamName,
      })
      .from(quotes)
      .where(eq(quotes.id, subject.id))
      .for("update");
    if (!row) throw notFound("quote", subject.id);
    return {
      subject,
      status: row.status,
      title: `Quote ${quoteReference(row.number)}`,
      customerName: row.name,
      email: row.email,
      teamName: row.team,
    };
  }
  const [row] = await tx
    .select({
      status: customArtworkSubmissions.status,
      number: customArtworkSubmissions.number,
      name: customArtworkSubmissions.name,
      email: customArtworkSubmissions.email,
      team: customArtworkSubmissions.teamName,
    })
    .from(customArtworkSubmissions)
    .where(eq(customArtworkSubmissions.id, subject.id))
    .for("update");
  if (!row) throw notFound("artwork request", subject.id);
  return {
    subject,
    status: row.status,
    title: artworkTitle(row.number, row.team),
    customerName: row.name,
    email: row.email,
    teamName: row.team,
  };
}

export async function setRecordStatus(tx: Database, subject: DesignSubject, status: DesignStatus) {
  if (subject.kind === "quote") {
    await tx.update(quotes).set({ status }).where(eq(quotes.id, subject.id));
  } else {
    await tx
      .update(customArtworkSubmissions)
      .set({ status })
      .where(eq(customArtworkSubmissions.id, subject.id));
  }
}

/** The record as its e-mails tell it, without a link (a completed or cancelled one's page is closed). */
export function designFactsWithoutLink(record: DesignRecord): Omit<DesignEmailFacts, "reviewUrl"> {
  return {
    title: record.title,
    customerName: record.customerName,
    teamName: record.teamName,
    status: record.status,
  };
}

/** The record as its e-mails tell it, with an absolute link to the customer's page. */
export function designEmailFacts(record: DesignRecord, token: string, mail: MailSettings): DesignEmailFacts {
  return { ...designFactsWithoutLink(record), reviewUrl: `${mail.publicUrl}${reviewPath(token)}` };
}

/** Where staff open the record in the portal (absolute, for the store's e-mails). */
export function adminUrl(subject: DesignSubject, mail: MailSettings): string {
  return subject.kind === "quote"
    ? `${mail.publicUrl}/admin/quotes/${subject.id}`
    : `${mail.publicUrl}/admin/custom-artwork-submissions`;
}

export const conflictForStatus = (record: DesignRecord, action: string, statusWords: string) =>
  AppError.conflict(`This ${subjectWords[record.subject.kind]} is ${statusWords}: ${action}`);
