import {
  customArtworkSubmissions as artwork,
  contactSubmissions,
  type Database,
  orders,
  productSizeOptions,
  products,
  profiles,
  quotes,
} from "@store/db";
import { quoteReference } from "@store/db/catalogue";
import { and, asc, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { rawRows } from "../../common/raw-rows";
import { balanceOf } from "../ordering/order-balance";
import { paidAmountSql, paymentStateSql } from "../orders/payment-state";
import { forSaleOfSize, setAsideOfSize } from "../products/size-stock";
import { type HomeDto, LOW_STOCK_AT, QUEUE_PREVIEW } from "./schemas";

type Queue = HomeDto["queue"];

// Each queue is a condition, counted for all of them in ONE query, and listed (its first few) in
// one query each.
const newOrdersWhere = eq(orders.status, "pending");
const unpaidPickupsWhere = and(
  eq(orders.fulfilment, "pickup"),
  ne(orders.status, "cancelled"),
  sql`${paymentStateSql} in ('unpaid', 'deposit')`,
);
/** New quotes wait for a price; a proof the coach asked to change waits for a new one. */
const quotesWaitingWhere = inArray(quotes.status, ["new", "changes_requested"]);
const newArtworkWhere = eq(artwork.status, "new");
const unreadWhere = isNull(contactSubmissions.readAt);
/** What is for sale, not the shelf: stock set aside for a team's batch or an order is spoken for. */
const lowSizeWhere = lte(forSaleOfSize(), LOW_STOCK_AT);
const outOfStockWhere = eq(products.inStock, false);

const counted = (table: SQL, where: SQL | undefined) =>
  sql`(select count(*) from ${table} where ${where})::int`;

interface Counts {
  new_orders: number;
  quotes_waiting: number;
  artwork_requests: number;
  unpaid_pickups: number;
  unread_messages: number;
  running_low: number;
}

const queueCounts = async (db: Database): Promise<Counts> => {
  const [row] = await rawRows<Counts>(
    db,
    sql`select
      ${counted(sql`${orders}`, newOrdersWhere)} as new_orders,
      ${counted(sql`${quotes}`, quotesWaitingWhere)} as quotes_waiting,
      ${counted(sql`${artwork}`, newArtworkWhere)} as artwork_requests,
      ${counted(sql`${orders}`, unpaidPickupsWhere)} as unpaid_pickups,
      ${counted(sql`${contactSubmissions}`, unreadWhere)} as unread_messages,
      ${counted(sql`${productSizeOptions}`, lowSizeWhere)} + ${counted(sql`${products}`, outOfStockWhere)} as running_low`,
  );
  if (!row) throw new Error("the queue counts query returned no row");
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as Counts;
};

/** The customer as staff know them: the name given at checkout, else the profile's, else the address. */
const customerSql = sql<string>`coalesce(${orders.customerName}, ${profiles.fullName}, ${orders.customerEmail}, ${profiles.email})`;

/**
 * The first few orders matching, with customer and payment: the few are picked first (walking the
 * date index), so the payment sums and the customer's name are read for those few only.
 */
function ordersWhere(where: SQL | undefined, order: SQL[]) {
  return (db: Database) => {
    const few = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(QUEUE_PREVIEW);
    return db
      .select({
        id: orders.id,
        number: orders.number,
        customer: customerSql,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
        paid: paidAmountSql,
        state: paymentStateSql,
      })
      .from(orders)
      .innerJoin(profiles, eq(profiles.id, orders.profileId))
      .where(inArray(orders.id, few))
      .orderBy(...order);
  };
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersWhere>>>[number];
const toOrderItem = (r: OrderRow) => ({
  id: r.id,
  number: r.number,
  customer: r.customer,
  total: r.total,
  created_at: r.createdAt.toISOString(),
});

const newOrders = ordersWhere(newOrdersWhere, [desc(orders.createdAt), desc(orders.id)]);

// Oldest first: the order that has waited longest to be paid for is the one to chase.
const unpaidPickups = ordersWhere(unpaidPickupsWhere, [asc(orders.createdAt), asc(orders.id)]);

const quotesWaiting = (db: Database) =>
  db
    .select({
      id: quotes.id,
      number: quotes.number,
      teamName: quotes.teamName,
      status: quotes.status,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .where(quotesWaitingWhere)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(QUEUE_PREVIEW);

const newArtwork = (db: Database) =>
  db
    .select({
      id: artwork.id,
      name: artwork.name,
      teamName: artwork.teamName,
      createdAt: artwork.createdAt,
    })
    .from(artwork)
    .where(newArtworkWhere)
    .orderBy(desc(artwork.createdAt), desc(artwork.id))
    .limit(QUEUE_PREVIEW);

const unreadMessages = (db: Database) =>
  db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      createdAt: contactSubmissions.createdAt,
    })
    .from(contactSubmissions)
    .where(unreadWhere)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(QUEUE_PREVIEW);

// The fewest left first; then every product marked out of stock as a whole (after the sizes).
const RUNNING_LOW_LIMIT = 20;
const runningLow = (db: Database) =>
  rawRows<LowRow>(
    db,
    sql`
    select product_id, product_name, size, stock, set_aside from (
      select ${products.id} as product_id, ${products.name} as product_name,
             ${productSizeOptions.size} as size, ${forSaleOfSize()} as stock,
             ${setAsideOfSize()} as set_aside, 0 as rank
      from ${productSizeOptions} join ${products} on ${products.id} = ${productSizeOptions.productId}
      where ${lowSizeWhere}
      union all
      select ${products.id}, ${products.name}, null, null, 0, 1
      from ${products} where ${outOfStockWhere}
    ) low
    order by rank, stock, lower(product_name), size
    limit ${RUNNING_LOW_LIMIT}`,
  );

interface LowRow {
  product_id: string;
  product_name: string;
  size: string | null;
  stock: number | null;
  set_aside: number;
}

/** Today's work: each queue's count (one query for all) and its first few (one query each). */
export async function workQueue(db: Database): Promise<Queue> {
  const [counts, pending, waiting, requests, pickups, unread, lowRows] = await Promise.all([
    queueCounts(db),
    newOrders(db),
    quotesWaiting(db),
    newArtwork(db),
    unpaidPickups(db),
    unreadMessages(db),
    runningLow(db),
  ]);
  const queueFrom = <R, T>(name: keyof Counts, rows: R[], toItem: (row: R) => T) => ({
    count: counts[name],
    items: rows.map(toItem),
  });
  return {
    new_orders: queueFrom("new_orders", pending, toOrderItem),
    quotes_waiting: queueFrom("quotes_waiting", waiting, (q) => ({
      id: q.id,
      reference: quoteReference(q.number),
      team_name: q.teamName,
      status: q.status,
      created_at: q.createdAt.toISOString(),
    })),
    artwork_requests: queueFrom("artwork_requests", requests, (a) => ({
      id: a.id,
      name: a.name,
      team_name: a.teamName,
      created_at: a.createdAt.toISOString(),
    })),
    unpaid_pickups: queueFrom("unpaid_pickups", pickups, (r) => ({
      ...toOrderItem(r),
      balance: balanceOf(r),
      payment_state: r.state === "deposit" ? "deposit" : "unpaid",
    })),
    unread_messages: queueFrom("unread_messages", unread, (m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      created_at: m.createdAt.toISOString(),
    })),
    running_low: queueFrom("running_low", lowRows, (r) => ({
      product_id: r.product_id,
      product_name: r.product_name,
      size: r.size,
      stock: r.stock === null ? null : Number(r.stock),
      set_aside: Number(r.set_aside),
    })),
  };
}
