import {
  customerAddresses,
  customerPlayers,
  type Database,
  orderPayments,
  orders,
  profiles,
  teamStores,
} from "@store/db";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Paged } from "../../common/admin-list";
import { isUuid, notFound } from "../../common/not-found";
import { containsAny } from "../../common/sql-search";
import { accountRequests } from "../account/records/read-requests";
import { balanceOf } from "../ordering/order-balance";
import { paidAmountSql } from "../orders/payment-state";
import type { ReadArgs } from "../service-args";
import type { CustomerDetail, CustomerListInput, CustomerListItem, CustomerOrder } from "./schemas";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Each customer's orders summed by the database, one row per profile: how many, what they spent
 * (cancelled orders spend nothing), what was paid (payments not reversed) and the latest order.
 */
function orderTotals(db: Database) {
  return db
    .select({
      profileId: orders.profileId,
      orders: count().as("orders"),
      spent: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancelled'), 0)`
        .mapWith(Number)
        .as("spent"),
      paid: sql<number>`coalesce(sum(${paidAmountSql}), 0)`.mapWith(Number).as("paid"),
      lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.as("last_order_at"),
    })
    .from(orders)
    .groupBy(orders.profileId)
    .as("order_totals");
}

/** The phone to call: the record's own, else the one given on its latest order. */
const phoneSql = sql<string | null>`coalesce(${profiles.phone}, (
  select o.customer_phone from ${orders} o
  where o.profile_id = ${profiles.id} and o.customer_phone is not null
  order by o.created_at desc limit 1))`;

/** The name to show: the record's own, else the one given on its latest order. */
const nameSql = sql<string | null>`coalesce(${profiles.fullName}, (
  select o.customer_name from ${orders} o
  where o.profile_id = ${profiles.id} and o.customer_name is not null
  order by o.created_at desc limit 1))`;

/** What the list and the record both show of a customer record. */
const recordColumns = {
  id: profiles.id,
  name: nameSql,
  email: profiles.email,
  phone: phoneSql,
  firstSignedInAt: profiles.firstSignedInAt,
  createdAt: profiles.createdAt,
};

/** One page of customer records (none merged away), searched, sorted and counted by the database. */
export async function listCustomerPage(
  options: ReadArgs<CustomerListInput>,
): Promise<Paged<CustomerListItem>> {
  const { db, input } = options;
  const totals = orderTotals(db);
  const where = and(
    isNull(profiles.mergedIntoId),
    containsAny(input.search, [profiles.fullName, profiles.email]),
  );
  const by = input.dir === "asc" ? asc : desc;
  const sortColumn: SQL = {
    created_at: sql`${profiles.createdAt}`,
    name: sql`lower(${profiles.fullName})`,
    email: sql`${profiles.email}`,
    orders: sql`coalesce(${totals.orders}, 0)`,
    total_spent: sql`coalesce(${totals.spent}, 0)`,
    last_order_at: sql`${totals.lastOrderAt}`,
  }[input.sort];
  // A record without a name or an order sorts after the others, whichever way.
  const sorted = sql`${by(sortColumn)} nulls last`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...recordColumns,
        orders: totals.orders,
        spent: totals.spent,
        paid: totals.paid,
        lastOrderAt: totals.lastOrderAt,
      })
      .from(profiles)
      .leftJoin(totals, eq(totals.profileId, profiles.id))
      .where(where)
      .orderBy(sorted, by(profiles.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      has_account: row.firstSignedInAt !== null,
      orders: Number(row.orders ?? 0),
      total_spent: Number(row.spent ?? 0),
      amount_paid: Number(row.paid ?? 0),
      last_order_at: row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** The record's orders, newest first, with what was paid and the team store's name. */
async function customerOrders(db: Database, profileId: string): Promise<CustomerOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      fulfilment: orders.fulfilment,
      total: orders.total,
      paid: paidAmountSql,
      teamStoreId: orders.teamStoreId,
      teamName: teamStores.teamName,
      playerName: orders.playerName,
    })
    .from(orders)
    .leftJoin(teamStores, eq(teamStores.id, orders.teamStoreId))
    .where(eq(orders.profileId, profileId))
    .orderBy(desc(orders.createdAt), desc(orders.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    fulfilment: row.fulfilment,
    total: row.total,
    amount_paid: row.paid,
    balance: balanceOf(row),
    team_store: row.teamStoreId ? { id: row.teamStoreId, team_name: row.teamName ?? "" } : null,
    player_name: row.playerName,
  }));
}

/** One customer record with its orders, requests, payments and the addresses merged into it; 404 if unknown. */
export async function getCustomer(options: ReadArgs<{ id: string }>): Promise<CustomerDetail> {
  const { db, input } = options;
  const { id } = input;
  if (!isUuid(id)) throw notFound("customer", id);
  const [row] = await db
    .select({
      ...recordColumns,
      mergedIntoId: profiles.mergedIntoId,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  if (!row) throw notFound("customer", id);
  const [orderList, requests, payments, merged, into, [players], [addresses]] = await Promise.all([
    customerOrders(db, id),
    accountRequests({ db, customer: { id } }),
    db
      .select({
        id: orderPayments.id,
        orderId: orderPayments.orderId,
        number: orders.number,
        amount: orderPayments.amount,
        method: orderPayments.method,
        reference: orderPayments.reference,
        createdAt: orderPayments.createdAt,
        reversedAt: orderPayments.reversedAt,
      })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orders.profileId, id))
      .orderBy(desc(orderPayments.createdAt)),
    db
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.mergedIntoId, id))
      .orderBy(asc(profiles.email)),
    row.mergedIntoId
      ? db
          .select({ id: profiles.id, email: profiles.email })
          .from(profiles)
          .where(eq(profiles.id, row.mergedIntoId))
      : Promise.resolve([]),
    db.select({ n: count() }).from(customerPlayers).where(eq(customerPlayers.profileId, id)),
    db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.profileId, id)),
  ]);
  const live = orderList.filter((o) => o.status !== "cancelled");
  const spent = live.reduce((sum, o) => sum + cents(o.total), 0);
  const paid = orderList.reduce((sum, o) => sum + cents(o.amount_paid), 0);
  const owed = live.reduce((sum, o) => sum + cents(o.balance), 0);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    has_account: row.firstSignedInAt !== null,
    first_signed_in_at: row.firstSignedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    orders: orderList.length,
    total_spent: spent / 100,
    amount_paid: paid / 100,
    balance: owed / 100,
    last_order_at: orderList[0]?.created_at ?? null,
    merged_into: into[0] ?? null,
    merged_emails: merged,
    saved_players: players?.n ?? 0,
    saved_addresses: addresses?.n ?? 0,
    orders_list: orderList,
    team_store_orders: orderList.filter((o) => o.team_store !== null),
    requests: requests.map(({ awaiting_answer: _, ...request }) => request),
    payments: payments.map((p) => ({
      id: p.id,
      order_id: p.orderId,
      order_number: p.number,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      created_at: p.createdAt.toISOString(),
      reversed_at: p.reversedAt?.toISOString() ?? null,
    })),
  };
}
