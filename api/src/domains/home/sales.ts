import { type Database, orderItems, orders } from "@store/db";
import { sql } from "drizzle-orm";
import { rawRows } from "../../common/raw-rows";
import { STORE_TIME_ZONE } from "../../common/store-clock";
import type { HomeDto, SalesPeriod, TopProduct } from "./schemas";

type Sales = HomeDto["sales"];

const TOP = 5;

/** Today in the store's zone, as a date. */
const today = sql`(now() at time zone ${STORE_TIME_ZONE})::date`;
/** The period's first day (store time), `days` days ending today. */
const firstDay = (days: number) => sql`(${today} - ${days - 1}::int)`;
/** The moment the period starts: midnight of its first day in the store's zone. */
const since = (days: number) => sql`(${firstDay(days)}::timestamp at time zone ${STORE_TIME_ZONE})`;
/** The store-time day an order was placed. */
const placedDay = sql`(${orders.createdAt} at time zone ${STORE_TIME_ZONE})::date`;

interface DayRow {
  day: string;
  total: string | number;
  orders: string | number;
}

interface ProductRow {
  product_id: string | null;
  product_name: string;
  quantity: string | number;
  revenue: string | number;
}

/** Each day of the period with its sales, days without any as 0, counted by the database. */
function salesByDay(db: Database, days: number) {
  return rawRows<DayRow>(
    db,
    sql`
      with sold as (
        select ${placedDay} as day, sum(${orders.total} - ${orders.tax}) as total, count(*) as orders
        from ${orders}
        where ${orders.status} <> 'cancelled' and ${orders.createdAt} >= ${since(days)}
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.total, 0) as total, coalesce(s.orders, 0) as orders
      from generate_series(${firstDay(days)}, ${today}, interval '1 day') as d(day)
      left join sold s on s.day = d.day::date
      order by d.day`,
  );
}

/** Units and money per product over the period's orders that were not cancelled. */
function soldProducts(db: Database, days: number) {
  return rawRows<ProductRow>(
    db,
    sql`
      select ${orderItems.productId} as product_id, ${orderItems.productName} as product_name,
             sum(${orderItems.quantity}) as quantity,
             sum(${orderItems.unitPrice} * ${orderItems.quantity}) as revenue
      from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
      where ${orders.status} <> 'cancelled' and ${orders.createdAt} >= ${since(days)}
      group by 1, 2`,
  );
}

const cents = (n: string | number) => Math.round(Number(n) * 100) / 100;

const top = (rows: TopProduct[], by: (p: TopProduct) => [number, number]) =>
  [...rows]
    .sort((a, b) => {
      const [a1, a2] = by(a);
      const [b1, b2] = by(b);
      return b1 - a1 || b2 - a2 || a.product_name.localeCompare(b.product_name);
    })
    .slice(0, TOP);

/** Sales over the last `days` days (store time), day by day, with the period's best sellers. */
export async function salesOver(db: Database, days: SalesPeriod): Promise<Sales> {
  const [dayRows, productRows] = await Promise.all([salesByDay(db, days), soldProducts(db, days)]);
  const series = dayRows.map((r) => ({ day: r.day, total: cents(r.total), orders: Number(r.orders) }));
  const sold = productRows.map((r) => ({
    product_id: r.product_id,
    product_name: r.product_name,
    quantity: Number(r.quantity),
    revenue: cents(r.revenue),
  }));
  return {
    days,
    series,
    total: cents(series.reduce((sum, d) => sum + Math.round(d.total * 100), 0) / 100),
    orders: series.reduce((sum, d) => sum + d.orders, 0),
    top_by_quantity: top(sold, (p) => [p.quantity, p.revenue]),
    top_by_revenue: top(sold, (p) => [p.revenue, p.quantity]),
  };
}
