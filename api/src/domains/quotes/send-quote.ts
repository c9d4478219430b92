import { quotes } from "@store/db";
import { designStatusWords, openForProofs, quoteTaxWords } from "@store/db/catalogue";
import { eq } from "drizzle-orm";
import { enqueueEmail } from "../../mail/outbox";
import { quotePricedForCustomer } from "../../mail/templates/design";
import { formatMoney } from "../../mail/templates/format";
import { byStaff, recordStep } from "../designs/design-history";
import { conflictForStatus, designEmailFacts, lockRecord, setRecordStatus } from "../designs/design-records";
import { addReviewLink } from "../designs/review-links";
import type { ChangeArgs, MailArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { quoteSalesTax } from "./quote-tax";
import { getQuote } from "./request-quote";
import type { QuoteDto, SendQuoteInput } from "./schemas";

/**
 * Staff set the final price and send it: the coach gets the price, the message and their link.
 * A quote waiting on a proof stays "proof sent" (the proof is still the thing to answer); otherwise
 * it becomes "quoted". Once approved, the price is fixed.
 */
export async function sendQuote(options: ChangeArgs<SendQuoteInput> & MailArgs): Promise<QuoteDto> {
  const { db, actor, input, mail } = options;
  const subject = { kind: "quote", id: input.id } as const;
  await db.transaction(async (tx) => {
    const record = await lockRecord(tx, subject);
    if (!openForProofs.includes(record.status)) {
      throw conflictForStatus(
        record,
        "its price can be changed only before the customer approves.",
        designStatusWords[record.status].toLowerCase(),
      );
    }
    const [before] = await tx
      .select({ finalPrice: quotes.finalPrice, quoteMessage: quotes.quoteMessage })
      .from(quotes)
      .where(eq(quotes.id, input.id));
    const status = record.status === "proof_sent" ? "proof_sent" : "quoted";
    await tx
      .update(quotes)
      .set({ finalPrice: input.final_price, quoteMessage: input.message })
      .where(eq(quotes.id, input.id));
    await setRecordStatus(tx, subject, status);
    await recordStep(tx, subject, {
      kind: "quote_sent",
      ...byStaff(actor),
      message: [`Quoted ${formatMoney(input.final_price)}.`, input.message].filter(Boolean).join(" "),
      fromStatus: record.status,
      toStatus: status,
    });
    await recordAudit(tx, actor, {
      action: "quote.send",
      entity: "quote",
      entityId: input.id,
      summary: `Sent ${record.title} at ${formatMoney(input.final_price)}.`,
      before: {
        status: record.status,
        final_price: before?.finalPrice ?? null,
        message: before?.quoteMessage ?? null,
      },
      after: { status, final_price: input.final_price, message: input.message },
    });
    const token = await addReviewLink(tx, subject);
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, input.id));
    const taxWords = row ? quoteTaxWords(await quoteSalesTax(tx, row), formatMoney) : null;
    await enqueueEmail(tx, {
      kind: "quote.sent",
      to: record.email,
      ...quotePricedForCustomer(
        designEmailFacts({ ...record, status }, token, mail),
        input.final_price,
        input.message,
        taxWords,
      ),
    });
  });
  mail.wake?.();
  return getQuote({ db, input });
}
