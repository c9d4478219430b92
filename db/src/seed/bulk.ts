import { sql } from "drizzle-orm";
import { apparelSizes } from "../catalogue/sizes";
import type { Database } from "../client";

/**
 * Many orders at once, for benchmarks and tests of a grown store: `count` orders spread over
 * `customers` customers (bulk-customer-N@example.com), a minute apart going back from `newest`,
 * the statuses in turn, each with one line of an existing product (1-3 of it). Generated inside
 * the database, so 100,000 orders take seconds, not minutes. Needs at least one product.
 */
export async function insertBulkOrders(
  db: Database,
  { count, customers = 1000, newest = new Date() }: { count: number; customers?: number; newest?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into profiles (email, full_name)
      select 'bulk-customer-' || g || '@example.com', 'Bulk Customer ' || g
      from generate_series(1, ${customers}::int) g
      on conflict (email) do nothing`);
    await tx.execute(sql`
      with p as (
        select id, row_number() over (order by email) - 1 as n
        from profiles where email like 'bulk-customer-%'
      )
      insert into orders (profile_id, status, created_at, updated_at)
      select p.id,
             (array['pending','processing','shipped','delivered','cancelled'])[1 + g % 5]::order_status,
             ${newest.toISOString()}::timestamptz - make_interval(mins => g),
             ${newest.toISOString()}::timestamptz - make_interval(mins => g)
      from generate_series(1, ${count}::int) g
      join p on p.n = g % ${customers}::int`);
    await tx.execute(sql`
      with pr as (
        select id, name, price, row_number() over (order by name) - 1 as n,
               count(*) over () as total
        from products
      ),
      o as (
        select id, row_number() over (order by created_at) - 1 as n
        from orders
        where not exists (select 1 from order_items i where i.order_id = orders.id)
      )
      insert into order_items (order_id, product_id, product_name, unit_price, quantity)
      select o.id, pr.id, pr.name, pr.price, 1 + (o.n % 3)::int
      from o join pr on pr.n = o.n % pr.total`);
    // Totals as checkout fixes them: the lines' sum, picked up in the store (no delivery fee).
    await tx.execute(sql`
      update orders set subtotal = l.sum, total = l.sum
      from (select order_id, sum(unit_price * quantity) as sum from order_items group by order_id) l
      where orders.id = l.order_id and orders.total = 0`);
  });
}

/**
 * Many artwork requests at once: `count` of them a minute apart going back from `newest`, in
 * 300 teams, every third with an uploaded file address.
 */
export async function insertBulkArtworkSubmissions(
  db: Database,
  { count, newest = new Date() }: { count: number; newest?: Date },
): Promise<void> {
  await db.execute(sql`
    insert into custom_artwork_submissions
      (name, email, team_name, products_interested, ordering_items, artwork_details, uploaded_design_url, created_at)
    select 'Bulk Coach ' || g, 'bulk-coach-' || g || '@example.com', 'Bulk Team ' || (g % 300),
           'Jerseys and shorts', 'Full Sub Jersey, Pants', 'Navy and gold, request ' || g,
           case when g % 3 = 0 then '/uploads/artwork/bulk-' || g || '.png' else null end,
           ${newest.toISOString()}::timestamptz - make_interval(mins => g)
    from generate_series(1, ${count}::int) g`);
}

/**
 * Many products at once: `count` products named "Bulk Product N" in the six categories, prices
 * from 5.00 up in cents, every seventh out of stock.
 */
export async function insertBulkProducts(db: Database, { count }: { count: number }): Promise<void> {
  await db.execute(sql`
    insert into products (name, description, price, category, in_stock, sizes)
    select 'Bulk Product ' || g, 'Bulk catalogue item number ' || g,
           (500 + (g * 37) % 20000) / 100.0,
           (array['t-shirts','sweatshirts','hoodies','apparel','equipment','accessories'])[1 + g % 6],
           g % 7 <> 0,
           case when g % 6 < 4 then string_to_array(${apparelSizes.join(",")}, ',') else '{}'::text[] end
    from generate_series(1, ${count}::int) g`);
}
