import { type Database, orders, profiles, teamStores } from "@store/db";
import { and, asc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { isUuid, notFound } from "../../../common/not-found";
import { balanceOf } from "../../ordering/order-balance";
import { paidAmountSql, paymentStateOf, reversedAmountSql } from "../../orders/payment-state";
import type { BatchReport } from "../batch-schemas";
import { storeMomentInWords } from "../store/store-time";
import { type BatchLine, batchLines } from "./batch-lines";
import { type BatchOrderMoney, batchReport } from "./batch-report";

export interface LoadedBatch {
  report: BatchReport;
  lines: BatchLine[];
  /** The batch's orders (not cancelled) with their money now, by order number. */
  orders: BatchOrderMoney[];
}

/** The store a staff path names, or a 404 saying which id was not found. */
async function storeFor(db: Database, id: string) {
  if (!isUuid(id)) throw notFound("team store", id);
  const [store] = await db.select().from(teamStores).where(eq(teamStores.id, id.toLowerCase()));
  if (!store) throw notFound("team store", id);
  return store;
}

/** The batch's orders with their money as it stands now (cancelled orders leave the batch). */
const ordersMoney = (db: Database, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : moneyWhere(db, inArray(orders.id, ids));

/** Every order of a store, both batches, with its money now (the handout's unpaid list). */
export const storeOrdersMoney = (db: Database, storeId: string) =>
  moneyWhere(db, eq(orders.teamStoreId, storeId));

async function moneyWhere(db: Database, which: SQL | undefined): Promise<BatchOrderMoney[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      playerName: orders.playerName,
      customerName: orders.customerName,
      status: orders.status,
      tax: orders.tax,
      total: orders.total,
      paid: paidAmountSql,
      reversed: reversedAmountSql,
    })
    .from(orders)
    // Joined so drizzle names the orders table in the payment subqueries (alone, it leaves "id" bare).
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(and(which, ne(orders.status, "cancelled")))
    .orderBy(asc(orders.number));
  return rows.map((r) => ({
    order_id: r.id,
    order_number: r.number,
    player_name: r.playerName ?? r.customerName ?? "Player",
    customer_name: r.customerName,
    tax: r.tax,
    total: r.total,
    amount_paid: r.paid,
    balance: balanceOf(r),
    payment_state: paymentStateOf(r.total, r.paid, r.reversed),
  }));
}

/**
 * A batch's report: the frozen copy's lines once production started (a later edit of an order
 * changes nothing printed), else the live orders; money (payments) always as it stands now.
 */
export async function loadBatch({
  db,
  input: { id: storeId, batch },
}: {
  db: Database;
  input: { id: string; batch: number };
}): Promise<LoadedBatch> {
  const store = await storeFor(db, storeId);
  const { frozenAt, lines } = await batchLines(db, store.id, batch);
  const orderIds = [...new Set(lines.map((l) => l.order_id))];
  const money = await ordersMoney(db, orderIds);
  const window =
    batch === 1
      ? `Orders from ${storeMomentInWords(store.opensAt)} to ${storeMomentInWords(store.closesAt)}`
      : `Late orders after ${storeMomentInWords(store.closesAt)}`;
  const report = batchReport(
    {
      store_id: store.id,
      team_name: store.teamName,
      slug: store.slug,
      sport: store.sport,
      batch,
      window,
      opens_at: store.opensAt.toISOString(),
      closes_at: store.closesAt.toISOString(),
      frozen_at: frozenAt?.toISOString() ?? null,
    },
    lines,
    money,
  );
  return { report, lines, orders: money };
}
