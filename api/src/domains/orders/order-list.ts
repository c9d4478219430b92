import { type Database, orderItems, orders, profiles } from "@store/db";
import { statusInWords } from "@store/db/catalogue";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { CsvFile, Paged } from "../../common/admin-list";
import { csvFile } from "../../common/csv";
import { contains, containsPattern } from "../../common/sql-search";
import type { ReadArgs } from "../service-args";
import { orderFilterSql } from "./order-filters";
import { orderColumns, withItems } from "./orders";
import type { OrderDto, OrderExportInput, OrderListInput, OrderStats } from "./schemas";

// Text that could be part of an order id (hex and dashes): only then is the id searched, which
// needs every id turned into text.
const ID_FRAGMENT = /^[0-9a-f-]{4,36}$/i;
// "1042" or "#1042": an order number.
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/**
 * Orders matching the search (customer name or email, order id, a product name) and status. Each
 * part is a set looked up once (`IN (...)`), not a question asked again for every order: on
 * 100,000 orders that is the difference between tens and hundreds of milliseconds. Days, payment
 * state, fulfilment and a selection's ids are order-filters.ts's.
 */
function orderFilter(input: OrderListInput | OrderExportInput): SQL | undefined {
  const { search, status } = input;
  const text = search
    ? or(
        inArray(
          orders.profileId,
          sql`(select ${profiles.id} from ${profiles} where ${contains(profiles.email, search)} or ${contains(profiles.fullName, search)})`,
        ),
        inArray(
          orders.id,
          sql`(select ${orderItems.orderId} from ${orderItems} where ${contains(orderItems.productName, search)})`,
        ),
        contains(orders.customerEmail, search),
        contains(orders.customerName, search),
        ID_FRAGMENT.test(search) ? sql`${orders.id}::text ilike ${containsPattern(search)}` : undefined,
        orderNumberIn(search),
      )
    : undefined;
  return and(status ? eq(orders.status, status) : undefined, text, orderFilterSql(input));
}

function orderNumberIn(search: string): SQL | undefined {
  const digits = ORDER_NUMBER.exec(search.trim())?.[1];
  return digits ? eq(orders.number, Number(digits)) : undefined;
}

function orderSort({ sort, dir }: OrderListInput | OrderExportInput): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = { created_at: orders.createdAt, customer: profiles.email, status: orders.status }[sort];
  // The id breaks ties, so a row never shows on two pages.
  return [by(column), by(orders.id)];
}

/** One page of orders with their lines, in the requested order, and how many match in all. */
export async function listOrderPage(options: ReadArgs<OrderListInput>): Promise<Paged<OrderDto>> {
  const { db, input } = options;
  const where = orderFilter(input);
  const [rows, [counted]] = await Promise.all([
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(profiles, eq(profiles.id, orders.profileId))
      .where(where)
      .orderBy(...orderSort(input))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(profiles, eq(profiles.id, orders.profileId))
      .where(where),
  ]);
  return {
    items: await withItems(db, rows),
    total: counted?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** The orders screen's tiles: revenue (the totals of orders not cancelled, less sales tax), and counts by status. */
export async function orderStats({ db }: { db: Database }): Promise<OrderStats> {
  const [[counts], [money]] = await Promise.all([
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
        delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')`.mapWith(Number),
      })
      .from(orders),
    // A cancelled order brought no money in.
    db
      // Sales tax is collected for the state, not earned: revenue leaves it out.
      .select({ revenue: sql<string>`coalesce(sum(${orders.total} - ${orders.tax}), 0)` })
      .from(orders)
      .where(ne(orders.status, "cancelled")),
  ]);
  return {
    // numeric arrives as exact text; one conversion at the end keeps cents exact.
    revenue: Number(money?.revenue ?? 0),
    total_orders: counts?.total ?? 0,
    pending: counts?.pending ?? 0,
    delivered: counts?.delivered ?? 0,
  };
}

const ORDER_CSV_HEADER = [
  "Order Number",
  "Order ID",
  "Date",
  "Status",
  "Customer Name",
  "Customer Email",
  "Customer Phone",
  "Fulfilment",
  "Products",
  "Subtotal",
  "Delivery Fee",
  // Sales tax (decision 082) and where it was charged, before the total that includes it.
  "Sales Tax",
  "Tax Place",
  "Total",
  // Last, so a sheet reading the columns before it by position still reads them.
  "Status in Words",
];

/** Every order matching the filter as a CSV file, one row per order, in the list's order. */
export async function exportOrdersCsv(options: ReadArgs<OrderExportInput>): Promise<CsvFile> {
  const { db, input } = options;
  const rows = await db
    .select({
      number: orders.number,
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      fullName: orderColumns.fullName,
      email: orderColumns.email,
      phone: orders.customerPhone,
      fulfilment: orders.fulfilment,
      products: sql<
        string | null
      >`(select string_agg(${orderItems.productName} || coalesce(' (' || ${orderItems.size} || ')', '') || ' x ' || ${orderItems.quantity}, '; ' order by ${orderItems.productName}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      subtotal: orders.subtotal,
      deliveryFee: orders.deliveryFee,
      tax: orders.tax,
      taxPlace: orders.taxPlaceName,
      total: orders.total,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.profileId))
    .where(orderFilter(input))
    .orderBy(...orderSort(input));
  return csvFile(
    "orders",
    ORDER_CSV_HEADER,
    rows.map((r) => [
      String(r.number),
      r.id,
      r.createdAt.toISOString(),
      r.status,
      r.fullName ?? "",
      r.email,
      r.phone ?? "",
      r.fulfilment,
      r.products ?? "",
      r.subtotal.toFixed(2),
      r.deliveryFee.toFixed(2),
      r.tax.toFixed(2),
      r.taxPlace ?? "",
      r.total.toFixed(2),
      statusInWords(r.status, r.fulfilment),
    ]),
  );
}
