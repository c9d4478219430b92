import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import { browseShop } from "../../api/src/domains/products/browse-shop";
import { shopBrowseInput } from "../../api/src/domains/products/shop-browse-schemas";
import { insertBulkArtworkSubmissions, insertBulkOrders, insertBulkProducts } from "../../db/src/seed/index";
import { signInBenchAdmin } from "./bench-server";

export interface AdminCallReport {
  call: string;
  rows: string;
  p50Ms: number;
  p99Ms: number;
}

/** The admin screens' calls, as the portal makes them (first page, later pages, search, sort, tiles). */
const CALLS = [
  "/api/orders",
  "/api/orders?page=2000",
  "/api/orders?search=bulk-customer-7%40",
  "/api/orders?status=pending&sort=customer&dir=asc",
  "/api/orders/stats",
  "/api/custom-artwork-submissions",
  "/api/custom-artwork-submissions?page=400",
  "/api/custom-artwork-submissions?search=bulk%20team%2017&sort=name&dir=asc",
  "/api/custom-artwork-submissions/stats",
  "/api/products/admin",
  "/api/products/admin?page=300&sort=price&dir=asc",
  "/api/products/admin?search=bulk%20product%20123",
  "/api/products/stats",
  "/api/images/stats",
  "/api/website-content/stats",
  "/api/audit-log",
  // The portal's first screen on a grown store (moved here from staff-home.test.ts: a timing is a bench's).
  "/api/admin/home?days=90",
];

export const signIn = (base: string, db: Database) => signInBenchAdmin(base, db, "bench-admin");

/** One staff member clicking through: sequential calls, `rounds` of each, latency percentiles. */
async function measureCalls(base: string, cookie: string, rounds: number): Promise<AdminCallReport[]> {
  const reports: AdminCallReport[] = [];
  for (const call of CALLS) {
    const times: number[] = [];
    let total = "";
    // Untimed, and allowed to fail: after the long bulk insert the first call can meet a keep-alive
    // connection the server is just closing (ECONNRESET), which says nothing about the list.
    await fetch(`${base}${call}`, { headers: { cookie, "accept-encoding": "gzip" } })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      const res = await fetch(`${base}${call}`, { headers: { cookie, "accept-encoding": "gzip" } });
      const body = (await res.json()) as { total?: number };
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${call} answered ${res.status}`);
      total = body.total === undefined ? "-" : String(body.total);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
    reports.push({ call, rows: total, p50Ms: at(0.5), p99Ms: at(0.99) });
  }
  return reports;
}

/**
 * The admin lists on the store as seeded, then on a grown one (100,000 orders, 20,000 artwork
 * requests, 10,000 products): the screens should open about as fast either way.
 */
export async function measureAdminLists(base: string, db: Database, rounds = 30) {
  const cookie = await signIn(base, db);
  const small = await measureCalls(base, cookie, rounds);
  const started = performance.now();
  await insertBulkOrders(db, { count: 100_000, customers: 2_000 });
  await insertBulkArtworkSubmissions(db, { count: 20_000 });
  await insertBulkProducts(db, { count: 10_000 });
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const large = await measureCalls(base, cookie, rounds);
  return { seedSeconds, small, large, shop: await measureShopBatches(db, rounds) };
}

const ms = (n: number) => Math.round(n * 100) / 100;

/**
 * The public shop's batches (products.browse) as the service cuts them, below the HTTP cache that
 * would answer a repeated view from memory: every round a different search, category and order.
 * The first call after a write also reads and prepares the catalogue (its snapshot).
 */
async function measureShopBatches(db: Database, rounds: number) {
  await db.execute(sql`update products set price = price where name = 'Bulk Product 1'`);
  let started = performance.now();
  await browseShop({ db, input: shopBrowseInput.parse({}) });
  const afterWriteMs = ms(performance.now() - started);
  const sorts = ["name", "price-asc", "price-desc"] as const;
  const categories = ["all", "t-shirts", "hoodies", "equipment"] as const;
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const input = shopBrowseInput.parse({
      q: i % 3 === 0 ? "" : `product ${i * 7}`,
      sort: sorts[i % sorts.length],
      category: categories[i % categories.length],
      // A place partway down the list, as 'Show more' sends it (decision 028).
      cursor:
        i % 4 === 0
          ? null
          : {
              name: `Bulk Product ${i * 13}`,
              price: 20 + (i % 50),
              id: "00000000-0000-4000-8000-000000000000",
            },
    });
    started = performance.now();
    await browseShop({ db, input });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => ms(times[Math.floor(q * (times.length - 1))] ?? 0);
  return { afterWriteMs, p50Ms: at(0.5), p99Ms: at(0.99) };
}

export function printAdminLists({
  seedSeconds,
  small,
  large,
  shop,
}: Awaited<ReturnType<typeof measureAdminLists>>) {
  console.log(
    `\nAdmin list calls (one client, sequential), seeded store vs +100,000 orders, +20,000 requests, +10,000 products (seeded in ${seedSeconds} s):`,
  );
  console.log(`${"call".padEnd(74)} ${"rows".padStart(7)}  p50/p99 seeded   p50/p99 grown`);
  for (const [i, row] of large.entries()) {
    const before = small[i];
    const pair = (r: AdminCallReport | undefined) => `${r?.p50Ms ?? "-"} / ${r?.p99Ms ?? "-"} ms`;
    console.log(`${row.call.padEnd(74)} ${row.rows.padStart(7)}  ${pair(before).padEnd(16)} ${pair(row)}`);
  }
  console.log(
    `Shop batches (products.browse, uncached, 10,000+ products): ${shop.p50Ms} / ${shop.p99Ms} ms p50/p99; first after a write (reads the catalogue) ${shop.afterWriteMs} ms`,
  );
}
