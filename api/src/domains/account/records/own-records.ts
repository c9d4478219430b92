import { customArtworkSubmissions, type Database, orders, profiles, quotes, teamStores } from "@store/db";
import { artworkTitle, awaitingCustomer, quoteReference } from "@store/db/catalogue";
import { and, desc, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../errors/app-error";
import { addReviewLink, type DesignSubject } from "../../designs/review-links";
import { addOrderLink, trackingPath } from "../../orders/order-links";
import { orderColumns, withItems } from "../../orders/orders";
import type { OrderDto, TrackedOrderDto } from "../../orders/schemas";
import { trackedOrder } from "../../orders/track-order";
import { respondFor, reviewOf } from "../../review/answer-review";
import type { ReviewDto, ReviewResponseInput } from "../../review/schemas";
import type { AccountCall, Clocked, CustomerCall, Mails } from "../../service-options";
import { teamOrderPath } from "../../team-stores/team-order-emails";
import { canChange } from "../../team-stores/team-order-link";

// Every read here is scoped by the signed-in customer's profile: an id that is not theirs is the
// same 404 as one that does not exist, so guessing ids learns nothing.
const NOT_YOURS_ORDER = "There is no such order in your account.";
const NOT_YOURS_REQUEST = "There is no such quote or request in your account.";

/**
 * The customer's orders, newest first, team-store orders among them (with their store and batch,
 * and until when the family may still change one: while its store is open).
 */
export async function accountOrders(
  options: AccountCall & Clocked,
): Promise<(OrderDto & { change_until: string | null })[]> {
  const { db, customer, now } = options;
  const profileId = customer.id;
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(eq(orders.profileId, profileId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  const list = await withItems(db, rows);
  const storeIds = [...new Set(list.flatMap((o) => (o.team_store ? [o.team_store.id] : [])))];
  const stores = storeIds.length
    ? await db.select().from(teamStores).where(inArray(teamStores.id, storeIds))
    : [];
  return list.map((order) => {
    const store = stores.find((s) => s.id === order.team_store?.id);
    const open =
      store && canChange({ status: order.status, team_batch: order.team_store?.batch ?? null }, store, now);
    return { ...order, change_until: open ? store.closesAt.toISOString() : null };
  });
}

/**
 * A fresh private link to one of the customer's orders: a team-store order's page (where the family
 * changes it until close), or any other order's tracking page.
 */
export async function accountOrderPage(options: CustomerCall<{ id: string }>): Promise<{ path: string }> {
  const { db, customer, input } = options;
  const [profileId, orderId] = [customer.id, input.id];
  await ownOrder(db, profileId, orderId);
  const [row] = await db
    .select({ slug: teamStores.slug })
    .from(orders)
    .leftJoin(teamStores, eq(teamStores.id, orders.teamStoreId))
    .where(eq(orders.id, orderId));
  const token = await addOrderLink(db, orderId);
  return { path: row?.slug ? teamOrderPath(row.slug, token) : trackingPath(token) };
}

/** One of the customer's orders with its timeline, or 404. */
export async function accountOrder(options: CustomerCall<{ id: string }>): Promise<TrackedOrderDto> {
  const { db, customer, input } = options;
  const [profileId, orderId] = [customer.id, input.id];
  await ownOrder(db, profileId, orderId);
  return trackedOrder(db, orderId);
}

/** Refuses an order id that is not one of this customer's (a 404, like one that does not exist). */
export async function ownOrder(db: Database, profileId: string, orderId: string): Promise<void> {
  const [row] = isUuid(orderId)
    ? await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.profileId, profileId)))
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_ORDER);
}

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export interface AccountRequest {
  kind: "quote" | "artwork";
  id: string;
  reference: string;
  team_name: string;
  status: string;
  created_at: string;
  /** A proof or a price waits for the customer's answer. */
  awaiting_answer: boolean;
}

/** The customer's quotes and artwork requests, newest first. */
export async function accountRequests(options: AccountCall): Promise<AccountRequest[]> {
  const { db, customer } = options;
  const profileId = customer.id;
  const [quoteRows, artworkRows] = await Promise.all([
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        team: quotes.teamName,
        status: quotes.status,
        at: quotes.createdAt,
      })
      .from(quotes)
      .where(eq(quotes.profileId, profileId)),
    db
      .select({
        id: customArtworkSubmissions.id,
        number: customArtworkSubmissions.number,
        team: customArtworkSubmissions.teamName,
        status: customArtworkSubmissions.status,
        at: customArtworkSubmissions.createdAt,
      })
      .from(customArtworkSubmissions)
      .where(eq(customArtworkSubmissions.profileId, profileId)),
  ]);
  const all: AccountRequest[] = [
    ...quoteRows.map((q) => ({
      kind: "quote" as const,
      id: q.id,
      reference: `Quote ${quoteReference(q.number)}`,
      team_name: q.team,
      status: q.status,
      created_at: q.at.toISOString(),
      awaiting_answer: awaitingCustomer.includes(q.status),
    })),
    ...artworkRows.map((a) => ({
      kind: "artwork" as const,
      id: a.id,
      reference: artworkTitle(a.number, a.team),
      team_name: a.team,
      status: a.status,
      created_at: a.at.toISOString(),
      awaiting_answer: awaitingCustomer.includes(a.status),
    })),
  ];
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

async function ownSubject(db: Database, profileId: string, ref: DesignSubject): Promise<DesignSubject> {
  const table = ref.kind === "quote" ? quotes : customArtworkSubmissions;
  const [row] = isUuid(ref.id)
    ? await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, ref.id), eq(table.profileId, profileId)))
    : [];
  if (!row) throw AppError.notFound(NOT_YOURS_REQUEST);
  return ref;
}

/** One of the customer's quotes or requests, as its private page shows it (proofs, history, price). */
export async function accountRequest(options: CustomerCall<DesignSubject>): Promise<ReviewDto> {
  const { db, customer, input } = options;
  return reviewOf(db, await ownSubject(db, customer.id, input));
}

/** Approves or asks for changes from the account: the private link's rules, the customer's own records only. */
export async function answerAccountRequest(
  options: CustomerCall<DesignSubject & Omit<ReviewResponseInput, "token">> & Mails,
): Promise<ReviewDto> {
  const { db, customer, input, mail } = options;
  const { kind, id, ...answer } = input;
  const subject = await ownSubject(db, customer.id, { kind, id });
  // The store's notice links the customer's page, as an answer by private link does.
  const token = await addReviewLink(db, subject);
  return respondFor({ db, subject, input: { ...answer, token }, mail });
}
