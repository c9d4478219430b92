import { type Database, orderItems, orderPayments, orders, teamStores } from "@store/db";
import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Paged } from "../../../common/admin-list";
import { containsAny } from "../../../common/sql-search";
import type { TeamStoreExportInput, TeamStoreListInput, TeamStoreListItem } from "../staff-schemas";

// The stores table: each store's figures counted by the database, batch 1 and batch 2 apart, and
// what the store's orders still owe (payment-state.ts's sums), searched, sorted and paged there too.

// A single-table select names its columns without the table; inside a subquery "id" would be the
// subquery's own, so the order's columns are named in full there.
const ORDER_ID = sql.raw('"orders"."id"');

const ORDER_TOTAL = sql.raw('"orders"."total"');

const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** Per order (not cancelled): its batch, total, pieces, fundraising and balance. */
const perOrder = (db: Database) =>
  db
    .select({
      storeId: orders.teamStoreId,
      batch: orders.teamBatch,
      total: orders.total,
      tax: orders.tax,
      pieces:
        sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${ORDER_ID})`.as(
          "pieces",
        ),
      fundraising:
        sql<number>`(select coalesce(sum(${orderItems.quantity} * ${orderItems.fundraising}), 0) from ${orderItems} where ${orderItems.orderId} = ${ORDER_ID})`.as(
          "fundraising",
        ),
      // payment-state.ts's sum of payments not reversed, for this order.
      owed: sql<number>`greatest(${ORDER_TOTAL} - coalesce((select sum(p.amount) from ${orderPayments} p
        where p.order_id = ${ORDER_ID} and p.reversed_at is null), 0), 0)`.as("owed"),
    })
    .from(orders)
    .where(and(eq(orders.teamStoreId, teamStores.id), ne(orders.status, "cancelled")))
    .as("per_order");

/** One store's figures, as a lateral join over its orders. */
function figures(db: Database) {
  const o = perOrder(db);
  const one = sql`${o.batch} = 1`;
  const two = sql`${o.batch} = 2`;
  return db
    .select({
      orders: num(sql`count(*) filter (where ${one})`).as("orders"),
      pieces: num(sql`sum(${o.pieces}) filter (where ${one})`).as("pieces"),
      revenue: num(sql`sum(${o.total} - ${o.tax}) filter (where ${one})`).as("revenue"),
      fundraising: num(sql`sum(${o.fundraising}) filter (where ${one})`).as("fundraising"),
      unpaid: num(sql`sum(${o.owed})`).as("unpaid"),
      batchTwoOrders: num(sql`count(*) filter (where ${two})`).as("batch_two_orders"),
      batchTwoPieces: num(sql`sum(${o.pieces}) filter (where ${two})`).as("batch_two_pieces"),
      batchTwoRevenue: num(sql`sum(${o.total} - ${o.tax}) filter (where ${two})`).as("batch_two_revenue"),
    })
    .from(o)
    .as("figures");
}

function storeFilter({ search, status }: TeamStoreExportInput): SQL | undefined {
  return and(
    status ? eq(teamStores.status, status) : undefined,
    containsAny(search, [teamStores.teamName, teamStores.slug, teamStores.coachName, teamStores.sport]),
  );
}

function storeSort({ sort, dir }: TeamStoreExportInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = {
    created_at: teamStores.createdAt,
    opens_at: teamStores.opensAt,
    closes_at: teamStores.closesAt,
    team_name: sql`lower(${teamStores.teamName})`,
    status: teamStores.status,
  }[sort];
  return [by(column), by(teamStores.id)];
}

export function storeRows(db: Database, input: TeamStoreExportInput) {
  const f = figures(db);
  return db
    .select({
      store: teamStores,
      orders: f.orders,
      pieces: f.pieces,
      revenue: f.revenue,
      fundraising: f.fundraising,
      unpaid: f.unpaid,
      batchTwoOrders: f.batchTwoOrders,
      batchTwoPieces: f.batchTwoPieces,
      batchTwoRevenue: f.batchTwoRevenue,
    })
    .from(teamStores)
    .leftJoinLateral(f, sql`true`)
    .where(storeFilter(input))
    .orderBy(...storeSort(input))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof storeRows>["execute"]>>[number];

const cents = (n: number | null | undefined) => Math.round(Number(n ?? 0) * 100) / 100;

export function toListItem({ store, ...f }: Row): TeamStoreListItem {
  return {
    id: store.id,
    slug: store.slug,
    team_name: store.teamName,
    sport: store.sport,
    coach_name: store.coachName,
    status: store.status,
    opens_at: store.opensAt.toISOString(),
    closes_at: store.closesAt.toISOString(),
    created_at: store.createdAt.toISOString(),
    orders: Number(f?.orders ?? 0),
    pieces: Number(f?.pieces ?? 0),
    revenue: cents(f?.revenue),
    fundraising: cents(f?.fundraising),
    unpaid: cents(f?.unpaid),
    batch_two_orders: Number(f?.batchTwoOrders ?? 0),
    batch_two_pieces: Number(f?.batchTwoPieces ?? 0),
    batch_two_revenue: cents(f?.batchTwoRevenue),
  };
}

/** One page of the stores table, in the requested order, and how many match in all. */
export async function listTeamStorePage({
  db,
  input,
}: {
  db: Database;
  input: TeamStoreListInput;
}): Promise<Paged<TeamStoreListItem>> {
  const where = storeFilter(input);
  const [rows, [counted]] = await Promise.all([
    storeRows(db, input)
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(teamStores).where(where),
  ]);
  return {
    items: rows.map(toListItem),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
