import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The checkout migration must keep every order a store already has: its lines, its product link,
// and its status; it gives them numbers, totals and a history, and sizes to worn products.

const migration = (tag: string) =>
  readFileSync(new URL(`../migrations/${tag}.sql`, import.meta.url), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);

describe("migration 0002 on a store with orders", () => {
  const pg = new PGlite();
  const run = async (tag: string) => {
    for (const statement of migration(tag)) await pg.exec(statement);
  };

  beforeAll(async () => {
    await run("0000_init");
    await run("0001_audit_log");
    await pg.exec(`
      insert into products (id, name, price, category) values
        ('00000000-0000-4000-8000-000000000001', 'Old Tee', 12.50, 't-shirts'),
        ('00000000-0000-4000-8000-000000000002', 'Old Bat Bag', 40.00, 'equipment');
      insert into profiles (id, email, full_name) values
        ('00000000-0000-4000-8000-0000000000a1', 'coach@example.com', 'Pat Coach');
      insert into orders (id, profile_id, status, created_at, updated_at) values
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000a1', 'shipped',
         '2026-02-01T10:00:00Z', '2026-02-03T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1', 'pending',
         '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z');
      insert into order_items (order_id, product_id, product_name, unit_price, quantity) values
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001', 'Old Tee', 12.50, 3),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000002', 'Old Bat Bag', 40.00, 1),
        ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001', 'Old Tee', 12.50, 1);
    `);
    await run("0002_checkout_orders_outbox");
  });
  afterAll(() => pg.close());

  it("numbers the orders from 1001 in the order they were placed, and goes on from there", async () => {
    const { rows } = await pg.query<{ id: string; number: number }>(
      "select id, number from orders order by created_at",
    );
    expect(rows.map((r) => r.number)).toEqual([1001, 1002]);
    const next = await pg.query<{ n: string }>("select nextval('order_numbers') as n");
    expect(Number(next.rows[0]?.n)).toBe(1003);
  });

  it("keeps lines and product links, and totals each order from its lines", async () => {
    const { rows } = await pg.query<{
      number: number;
      subtotal: string;
      delivery_fee: string;
      total: string;
      lines: number;
      linked: number;
    }>(`
      select o.number, o.subtotal, o.delivery_fee, o.total, count(i.id)::int as lines, count(i.product_id)::int as linked
      from orders o join order_items i on i.order_id = o.id group by o.id order by o.number`);
    expect(rows).toEqual([
      { number: 1001, subtotal: "77.50", delivery_fee: "0.00", total: "77.50", lines: 2, linked: 2 },
      { number: 1002, subtotal: "12.50", delivery_fee: "0.00", total: "12.50", lines: 1, linked: 1 },
    ]);
    const fulfilment = await pg.query<{ fulfilment: string }>("select distinct fulfilment from orders");
    expect(fulfilment.rows).toEqual([{ fulfilment: "pickup" }]);
  });

  it("starts each order's history where it stands", async () => {
    const { rows } = await pg.query<{ number: number; statuses: string[] }>(`
      select o.number, array_agg(c.status::text order by c.created_at) as statuses
      from orders o join order_status_changes c on c.order_id = o.id group by o.number order by o.number`);
    expect(rows).toEqual([
      { number: 1001, statuses: ["pending"] },
      { number: 1002, statuses: ["pending", "shipped"] },
    ]);
  });

  it("gives worn products every size of the guides and one-size items none", async () => {
    const { rows } = await pg.query<{ name: string; sizes: string[] }>(
      "select name, sizes from products order by name",
    );
    expect(rows[0]).toEqual({ name: "Old Bat Bag", sizes: [] });
    expect(rows[1]?.sizes).toEqual([
      "Youth XS",
      "Youth S",
      "Youth M",
      "Youth L",
      "Youth XL",
      "Adult S",
      "Adult M",
      "Adult L",
      "Adult XL",
      "Adult XXL",
      "Adult 3XL",
    ]);
  });
});
