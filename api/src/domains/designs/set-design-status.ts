import { closedStatuses, type DesignStatus, designStatusWords, staffStatusMoves } from "@store/db/catalogue";
import { enqueueEmail } from "../../mail/outbox";
import { designStatusChangedForCustomer } from "../../mail/templates/design";
import type { ChangeArgs, MailArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { byStaff, recordStep } from "./design-history";
import {
  conflictForStatus,
  designEmailFacts,
  designFactsWithoutLink,
  lockRecord,
  setRecordStatus,
} from "./design-records";
import { orderFollowsQuote } from "./quote-order-status";
import { addReviewLink, type DesignSubject } from "./review-links";

/** "In production, Cancelled" or "none": the moves staff have from a status, in words. */
const movesInWords = (from: DesignStatus) =>
  staffStatusMoves[from].map((s) => designStatusWords[s]).join(", ") || "none (it is finished)";

/**
 * Staff move a quote or request along by hand (in production, completed, cancelled, reopened).
 * Only the moves of `staffStatusMoves` are allowed: approving is the customer's, sending a quote
 * or proof has its own action. The customer hears of each move by e-mail with their link, except
 * a move that closes it (completed, cancelled): its page is closed then, so that e-mail has none.
 */
export async function setDesignStatus(
  options: ChangeArgs<{ status: DesignStatus }> & MailArgs & { subject: DesignSubject },
): Promise<void> {
  const { db, actor, subject, input, mail } = options;
  const { status } = input;
  await db.transaction(async (tx) => {
    const record = await lockRecord(tx, subject);
    if (record.status === status) return;
    if (!staffStatusMoves[record.status].includes(status)) {
      throw conflictForStatus(
        record,
        `it cannot be set to ${designStatusWords[status].toLowerCase()} by hand. Possible next steps: ${movesInWords(record.status)}.`,
        designStatusWords[record.status].toLowerCase(),
      );
    }
    await setRecordStatus(tx, subject, status);
    if (subject.kind === "quote") await orderFollowsQuote(tx, actor, subject.id, status);
    await recordStep(tx, subject, {
      kind: "status_changed",
      ...byStaff(actor),
      fromStatus: record.status,
      toStatus: status,
    });
    await recordAudit(tx, actor, {
      action: `${subject.kind}.status_change`,
      entity: subject.kind,
      entityId: subject.id,
      summary: `Changed ${record.title} from ${designStatusWords[record.status]} to ${designStatusWords[status]}.`,
      before: { status: record.status },
      after: { status },
    });
    const moved = { ...record, status };
    const facts = closedStatuses.includes(status)
      ? { ...designFactsWithoutLink(moved), reviewUrl: null }
      : designEmailFacts(moved, await addReviewLink(tx, subject), mail);
    await enqueueEmail(tx, {
      kind: `${subject.kind}.status_changed`,
      to: record.email,
      ...designStatusChangedForCustomer(facts),
    });
  });
  mail.wake?.();
}
