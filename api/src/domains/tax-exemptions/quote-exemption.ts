import { type Database, profiles, quotes } from "@store/db";
import { eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import { lockRecord, quoteReference } from "../designs/design-records";
import { profileFor } from "../ordering/profile-for";
import type { ChangeArgs, ClockArgs, ReadArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { storeDayOf } from "../tax/tax-basis";
import { appliedView, type CustomerOf, exemptionsOf } from "./exemption-records";
import {
  type ApplyExemptionInput,
  type ExemptionChoicesDto,
  exemptionKindWords,
  type RemoveExemptionInput,
} from "./schemas";
import { usableExemption } from "./usable-exemption";

/** The quote, locked, while it has not yet become an order (after that the order's tax is what counts). */
async function lockedQuote(tx: Parameters<typeof lockRecord>[0], id: string) {
  await lockRecord(tx, { kind: "quote", id });
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw new Error("locked quote is missing");
  if (row.orderId)
    throw AppError.conflict(
      `Quote ${quoteReference(row.number)} is already an order: make the order exempt on its own page.`,
    );
  return row;
}

/**
 * Makes a quote exempt (a school paying on its principal's PO, decision 084): the exemption must be
 * on the customer record of the quote's e-mail (the same record its order will belong to, found or
 * made as the order step finds it), verified and good today. The quote keeps a copy, which its
 * order carries (order-from-quote.ts), so the order is placed with no tax.
 */
export async function applyQuoteExemption({
  db,
  actor,
  input,
  now,
}: ChangeArgs<ApplyExemptionInput> & ClockArgs): Promise<ExemptionChoicesDto> {
  await db.transaction(async (tx) => {
    const row = await lockedQuote(tx, input.id);
    const profileId = await profileFor(tx, { email: row.email, name: row.contactName }, row.profileId);
    const exemption = await usableExemption(tx, {
      exemptionId: input.exemption_id,
      profileId,
      day: storeDayOf(now),
      reason: input.reason,
      actor,
      now,
    });
    await tx.update(quotes).set({ exemption }).where(eq(quotes.id, input.id));
    await recordAudit(tx, actor, {
      action: "quote.exemption_apply",
      entity: "quote",
      entityId: input.id,
      summary: `Quote ${quoteReference(row.number)}: exempt from sales tax, ${exemptionKindWords[exemption.kind]} ${exemption.number} (${exemption.organisation}). Reason: ${input.reason}`,
      before: { exemption: row.exemption },
      after: { exemption },
    });
  });
  return quoteExemptions({ db, input, now });
}

/** Takes a quote's exemption off before it becomes an order. */
export async function removeQuoteExemption({
  db,
  actor,
  input,
  now,
}: ChangeArgs<RemoveExemptionInput> & ClockArgs): Promise<ExemptionChoicesDto> {
  await db.transaction(async (tx) => {
    const row = await lockedQuote(tx, input.id);
    if (!row.exemption)
      throw AppError.conflict(`Quote ${quoteReference(row.number)} has no tax exemption to remove.`);
    await tx.update(quotes).set({ exemption: null }).where(eq(quotes.id, input.id));
    await recordAudit(tx, actor, {
      action: "quote.exemption_remove",
      entity: "quote",
      entityId: input.id,
      summary: `Quote ${quoteReference(row.number)}: exemption ${row.exemption.number} (${row.exemption.organisation}) removed. Reason: ${input.reason}`,
      before: { exemption: row.exemption },
      after: { exemption: null },
    });
  });
  return quoteExemptions({ db, input, now });
}

/** The customer record of a quote's e-mail as it is now, without making one (a read). */
async function quoteCustomer(db: Database, quoteId: string) {
  if (!isUuid(quoteId)) throw notFound("quote", quoteId);
  const [row] = await db
    .select({ email: quotes.email, profileId: quotes.profileId, exemption: quotes.exemption })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!row) throw notFound("quote", quoteId);
  if (row.profileId) return { customerId: row.profileId, exemption: row.exemption };
  const [profile] = await db
    .select({ id: profiles.id, mergedIntoId: profiles.mergedIntoId })
    .from(profiles)
    .where(eq(profiles.email, row.email.trim().toLowerCase()));
  return { customerId: profile ? (profile.mergedIntoId ?? profile.id) : null, exemption: row.exemption };
}

/**
 * The exemptions a quote can take: those on the record of the quote's e-mail (the record its
 * order will belong to). A coach who never ordered has no record yet: none, and `customer_id` null.
 */
export async function quoteExemptions({
  db,
  input,
  now,
}: ReadArgs<{ id: string }> & ClockArgs): Promise<ExemptionChoicesDto> {
  const { customerId, exemption } = await quoteCustomer(db, input.id);
  return {
    customer_id: customerId,
    exemptions: customerId ? await exemptionsOf(db, customerId, now) : [],
    applied: appliedView(exemption),
  };
}

/**
 * Where an exemption added from a quote goes: the record of the quote's e-mail, made now if the
 * coach has none yet, as the quote's order would make it (ordering/profile-for.ts).
 */
export const quoteCustomerOf = (quoteId: string): CustomerOf => ({
  check: (db) => quoteCustomer(db, quoteId),
  async find(tx) {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId));
    if (!row) throw notFound("quote", quoteId);
    const id = await profileFor(tx, { email: row.email, name: row.contactName }, row.profileId);
    return { id, email: row.email };
  },
});
