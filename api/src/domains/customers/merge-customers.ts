import {
  customArtworkSubmissions,
  customerAddresses,
  customerPlayers,
  customerSessions,
  orders,
  profiles,
  quotes,
  taxExemptions,
} from "@store/db";
import { asc, eq, inArray } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import { AppError } from "../../errors/app-error";
import type { ChangeArgs } from "../service-args";
import { recordAudit } from "../staff/audit-records";
import { getCustomer } from "./customer-records";
import type { CustomerDetail, MergeCustomersInput } from "./schemas";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Folds a duplicate customer record into the one staff keep (decision 052): its orders, quotes,
 * artwork requests, saved players and addresses move; its browsers are signed out; it points at
 * the kept record, so signing in with its address (and placing an order with it) reaches that one;
 * records merged into it earlier now point at the kept one too. One transaction with its audit entry.
 */
export async function mergeCustomers(options: ChangeArgs<MergeCustomersInput>): Promise<CustomerDetail> {
  const { db, actor, input } = options;
  const { keep_id: keepId, merge_id: mergeId } = input;
  if (!isUuid(keepId)) throw notFound("customer", keepId);
  if (!isUuid(mergeId)) throw notFound("customer", mergeId);
  await db.transaction(async (tx) => {
    // Both rows locked, in one order, so two merges of the same pair cannot cross.
    const locked = await tx
      .select()
      .from(profiles)
      .where(inArray(profiles.id, [keepId, mergeId]))
      .orderBy(asc(profiles.id))
      .for("update");
    const keep = locked.find((p) => p.id === keepId);
    const merge = locked.find((p) => p.id === mergeId);
    if (!keep) throw notFound("customer", keepId);
    if (!merge) throw notFound("customer", mergeId);
    if (keepId === mergeId) throw AppError.conflict("A customer record cannot be merged into itself.");
    if (keep.mergedIntoId)
      throw AppError.conflict(
        `${keep.email} was already merged into another record, so nothing can be merged into it. Open the record it was merged into and merge there.`,
      );
    if (merge.mergedIntoId) throw AppError.conflict(`${merge.email} was already merged into another record.`);

    const movedOrders = (
      await tx
        .update(orders)
        .set({ profileId: keepId })
        .where(eq(orders.profileId, mergeId))
        .returning({ id: orders.id })
    ).length;
    const movedQuotes = (
      await tx
        .update(quotes)
        .set({ profileId: keepId })
        .where(eq(quotes.profileId, mergeId))
        .returning({ id: quotes.id })
    ).length;
    const movedArtwork = (
      await tx
        .update(customArtworkSubmissions)
        .set({ profileId: keepId })
        .where(eq(customArtworkSubmissions.profileId, mergeId))
        .returning({ id: customArtworkSubmissions.id })
    ).length;
    const movedPlayers = (
      await tx
        .update(customerPlayers)
        .set({ profileId: keepId })
        .where(eq(customerPlayers.profileId, mergeId))
        .returning({ id: customerPlayers.id })
    ).length;
    const movedAddresses = (
      await tx
        .update(customerAddresses)
        .set({ profileId: keepId })
        .where(eq(customerAddresses.profileId, mergeId))
        .returning({ id: customerAddresses.id })
    ).length;
    // A school's PO or a certificate is the organisation's, whichever address it came from.
    await tx.update(taxExemptions).set({ profileId: keepId }).where(eq(taxExemptions.profileId, mergeId));
    await tx.delete(customerSessions).where(eq(customerSessions.profileId, mergeId));
    // Records merged into the duplicate earlier follow it to the kept one.
    const earlier = await tx
      .update(profiles)
      .set({ mergedIntoId: keepId })
      .where(eq(profiles.mergedIntoId, mergeId))
      .returning({ email: profiles.email });
    await tx.update(profiles).set({ mergedIntoId: keepId }).where(eq(profiles.id, mergeId));
    // The kept record fills what it lacks from the duplicate, and has an account if either had.
    const signedIn = [keep.firstSignedInAt, merge.firstSignedInAt].filter((d): d is Date => d !== null);
    await tx
      .update(profiles)
      .set({
        fullName: keep.fullName ?? merge.fullName,
        phone: keep.phone ?? merge.phone,
        firstSignedInAt: signedIn.length ? new Date(Math.min(...signedIn.map((d) => d.getTime()))) : null,
      })
      .where(eq(profiles.id, keepId));

    const what = [
      plural(movedOrders, "order"),
      plural(movedQuotes, "quote"),
      plural(movedArtwork, "artwork request"),
      plural(movedPlayers, "saved player"),
      plural(movedAddresses, "saved address", "saved addresses"),
    ];
    await recordAudit(tx, actor, {
      action: "customer.merge",
      entity: "customer",
      entityId: keepId,
      summary: `Merged ${merge.email} into ${keep.email}: ${what.join(", ")} moved.`,
      before: {
        keep: { id: keep.id, email: keep.email, name: keep.fullName },
        merge: { id: merge.id, email: merge.email, name: merge.fullName },
      },
      after: {
        keep_id: keepId,
        merged_id: mergeId,
        moved: {
          orders: movedOrders,
          quotes: movedQuotes,
          artwork_requests: movedArtwork,
          players: movedPlayers,
          addresses: movedAddresses,
        },
        also_repointed: earlier.map((p) => p.email),
      },
    });
  });
  return getCustomer({ db, input: { id: keepId } });
}
