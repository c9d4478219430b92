import {
  type Database,
  orderPayments,
  orders,
  proofs,
  quotes,
  type TeamStore,
  teamStoreBatches,
  teamStoreItems,
  type teamStores,
} from "@store/db";
import {
  quoteReference,
  type TeamStoreMove,
  type TeamStoreStatus,
  teamStoreMoves,
  teamStoreStatusLabels,
} from "@store/db/catalogue";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { storeMomentInWords } from "../store/store-time";

// The checks the lifecycle's moves make before they change anything (transition-store.ts).

export type StoreChange = Partial<typeof teamStores.$inferInsert>;

export type Move = TeamStoreMove;

/** A status inside a sentence: "a draft", "scheduled", "in production". */
export const statusWords = (s: TeamStoreStatus) =>
  s === "draft" ? "a draft" : teamStoreStatusLabels[s].toLowerCase();
const label = statusWords;

/** "The store is in production; only a store that is a draft or scheduled can be opened." */
export function checkMoveAllowed(row: TeamStore, move: Move): void {
  const { from, done } = teamStoreMoves[move];
  if ((from as readonly string[]).includes(row.status)) return;
  throw AppError.conflict(
    `The store is ${label(row.status)}; only a store that is ${from.map(label).join(" or ")} can be ${done}.`,
  );
}

export async function checkHasItems(tx: Database, row: TeamStore): Promise<void> {
  const [row0] = await tx
    .select({ n: count() })
    .from(teamStoreItems)
    .where(eq(teamStoreItems.storeId, row.id));
  if (!row0?.n) throw AppError.conflict("Add at least one item before the store opens.");
}

export function checkClosesAhead(closesAt: Date, now: Date): void {
  if (closesAt.getTime() <= now.getTime()) {
    throw AppError.conflict(
      `The store's close (${storeMomentInWords(closesAt)}) has already passed: set a later close first.`,
    );
  }
}

/** A new close sent with extend or reopen: given, and later than now. */
export function newCloseFrom(closesAt: string | undefined, now: Date): Date {
  if (!closesAt) throw AppError.badRequest("Give the new close (closes_at).", { closes_at: "Required." });
  const moment = new Date(closesAt);
  if (moment.getTime() <= now.getTime()) {
    throw AppError.badRequest(
      `The new close must be later than now (${storeMomentInWords(now)}); ${storeMomentInWords(moment)} has passed.`,
      { closes_at: "Choose a later moment." },
    );
  }
  return moment;
}

/**
 * A store made from a quote opens only once the coach approved a proof of its artwork, unless
 * staff say to open it anyway; answers whether that override was used.
 */
export async function checkProof(tx: Database, row: TeamStore, override: boolean): Promise<string | null> {
  if (!row.quoteId) return null;
  const [approved] = await tx
    .select({ id: proofs.id })
    .from(proofs)
    .where(and(eq(proofs.quoteId, row.quoteId), eq(proofs.response, "approved")))
    .limit(1);
  if (approved) return null;
  const [quote] = await tx.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, row.quoteId));
  const reference = quote ? quoteReference(quote.number) : "the store's quote";
  if (!override) {
    throw AppError.conflict(
      `The artwork of ${reference} has no approved proof yet. Open the store once the coach approves a proof, or open it anyway with override_proof (it is recorded).`,
    );
  }
  return reference;
}

/** The reminder and summary marks a later close makes due again. */
export function marksForNewClose(closesAt: Date, now: Date): StoreChange {
  const left = closesAt.getTime() - now.getTime();
  const DAY = 24 * 60 * 60 * 1000;
  return {
    closedSummaryAt: null,
    ...(left > 3 * DAY && { reminderThreeDaysAt: null }),
    ...(left > DAY && { reminderOneDayAt: null }),
  };
}

/** Batch 2 exists (late orders) and is not frozen yet. */
export async function checkBatchTwoToFreeze(tx: Database, storeId: string): Promise<void> {
  const [frozen] = await tx
    .select({ at: teamStoreBatches.frozenAt })
    .from(teamStoreBatches)
    .where(and(eq(teamStoreBatches.storeId, storeId), eq(teamStoreBatches.batch, 2)));
  if (frozen) throw AppError.conflict(`Batch 2 was already frozen ${storeMomentInWords(frozen.at)}.`);
  const [late] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.teamStoreId, storeId), eq(orders.teamBatch, 2), ne(orders.status, "cancelled")));
  if (!late?.n) throw AppError.conflict("There are no late orders in batch 2 to freeze.");
}

/**
 * A store is cancelled only when none of its orders is still live: each is cancelled on its own
 * order page first (where stock returns and any payment is refunded), so no money is left behind.
 */
export async function checkCancellable(tx: Database, storeId: string): Promise<void> {
  const [live] = await tx
    .select({
      n: count(),
      paid: sql<number>`count(*) filter (where exists (select 1 from ${orderPayments} p
        where p.order_id = "orders"."id" and p.reversed_at is null))`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.teamStoreId, storeId), ne(orders.status, "cancelled")));
  const n = live?.n ?? 0;
  if (n === 0) return;
  const paid = live?.paid ? ` (${live.paid} with a payment on record: refund it there)` : "";
  throw AppError.conflict(
    `The store has ${n} ${n === 1 ? "order" : "orders"} not cancelled${paid}. Cancel them on their order pages first, then cancel the store.`,
  );
}
