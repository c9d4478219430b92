import {
  insertArtworkSubmission,
  insertBulkArtworkSubmissions,
  insertBulkOrders,
  insertOrder,
  insertProduct,
} from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Page<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}
interface Order {
  id: string;
  status: string;
  created_at: string;
  customer_email: string;
  items: { product_name: string }[];
}
interface Submission {
  id: string;
  name: string;
  team_name: string;
  created_at: string;
}

const BULK_ORDERS = 3000;
const BULK_SUBMISSIONS = 1200;
// Far in the past, so "this month" holds only the requests a test places there itself.
const LONG_AGO = new Date("2020-03-15T12:00:00Z");

describe(`admin lists on a grown store (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let special: string;
  const prices = [4.99, 12.5, 30.01];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    // Named so that, ordered by name, their prices are in this order (the bulk factory's order).
    const products = [];
    for (const [i, price] of prices.entries()) {
      products.push(await insertProduct(db, { name: `Bulk Item ${i}`, price, category: "apparel" }));
    }
    await insertBulkOrders(db, { count: BULK_ORDERS, customers: 40, newest: LONG_AGO });
    const sign = await insertProduct(db, {
      name: "100% Cotton Banner_Flag",
      price: 7,
      category: "accessories",
    });
    special = (
      await insertOrder(db, {
        email: "dana.ortiz@example.org",
        fullName: "Dana Ortiz",
        status: "delivered",
        lines: [{ product: sign, quantity: 2 }],
      })
    ).id;
    await insertBulkArtworkSubmissions(db, { count: BULK_SUBMISSIONS, newest: LONG_AGO });
    // A second apart: two rows written in the same millisecond would tie on created_at.
    const now = Date.now();
    await insertArtworkSubmission(db, {
      name: '=HYPERLINK("http://x")',
      teamName: "Formula FC",
      createdAt: new Date(now - 1000),
    });
    await insertArtworkSubmission(db, {
      name: 'Riley "Coach" Chen',
      teamName: "Chilton Tigers",
      createdAt: new Date(now),
      uploadedDesignUrl: "/uploads/artwork/t.png",
    });
  });
  afterAll(() => server?.stop());

  const orders = (query: string) => send(server, "GET", `/api/orders${query}`, undefined, admin);
  const submissions = (query: string) =>
    send(server, "GET", `/api/custom-artwork-submissions${query}`, undefined, admin);

  describe("orders", () => {
    it("answers one page, newest first, with the number of matches", async () => {
      const res = await orders("");
      expect(res.status).toBe(200);
      const page = res.body as Page<Order>;
      expect(page).toMatchObject({ total: BULK_ORDERS + 1, page: 1, page_size: 25 });
      expect(page.data).toHaveLength(25);
      expect(page.data[0]?.id).toBe(special);
      const dates = page.data.map((o) => o.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("pages without repeating or skipping a row", async () => {
      const first = (await orders("?page=1&page_size=100&sort=customer&dir=asc")).body as Page<Order>;
      const second = (await orders("?page=2&page_size=100&sort=customer&dir=asc")).body as Page<Order>;
      const ids = new Set([...first.data, ...second.data].map((o) => o.id));
      expect(ids.size).toBe(200);
      const emails = [...first.data, ...second.data].map((o) => o.customer_email);
      expect(emails).toEqual([...emails].sort());
      const last = (await orders(`?page=${Math.ceil((BULK_ORDERS + 1) / 100)}&page_size=100`))
        .body as Page<Order>;
      expect(last.data).toHaveLength((BULK_ORDERS + 1) % 100);
      const beyond = (await orders("?page=999&page_size=100")).body as Page<Order>;
      expect(beyond.data).toEqual([]);
    });

    it("searches customer name and email, product names and the order id, taking % and _ literally", async () => {
      for (const search of ["dana ORTIZ", "ortiz@example", "banner_flag", "100%", special.slice(0, 8)]) {
        const page = (await orders(`?search=${encodeURIComponent(search)}`)).body as Page<Order>;
        expect(
          page.data.map((o) => o.id),
          search,
        ).toEqual([special]);
      }
      const wildcard = (await orders(`?search=${encodeURIComponent("_")}`)).body as Page<Order>;
      expect(wildcard.total).toBe(1);
      const bulk = (await orders("?search=bulk-customer-7@")).body as Page<Order>;
      expect(bulk.total).toBe(BULK_ORDERS / 40);
    });

    it("filters by status and sorts by it", async () => {
      const pending = (await orders("?status=pending&page_size=100")).body as Page<Order>;
      expect(pending.total).toBe(BULK_ORDERS / 5);
      expect(new Set(pending.data.map((o) => o.status))).toEqual(new Set(["pending"]));
      const byStatus = (await orders("?sort=status&dir=asc&page_size=5")).body as Page<Order>;
      expect(byStatus.data.map((o) => o.status)).toEqual(Array(5).fill("pending"));
    });

    it("refuses bad paging with a message naming the field", async () => {
      for (const [query, field] of [
        ["?page_size=101", "page_size"],
        ["?page=0", "page"],
        ["?sort=price", "sort"],
        ["?dir=up", "dir"],
        ["?status=lost", "status"],
      ] as const) {
        const res = await orders(query);
        expect(res.status, query).toBe(400);
        expect((res.body as { fields: Record<string, string> }).fields, query).toHaveProperty(field);
      }
    });

    it("computes the tiles in the database: exact revenue and counts by status", async () => {
      const res = await send(server, "GET", "/api/orders/stats", undefined, admin);
      expect(res.status).toBe(200);
      // The bulk factory gives order n (oldest first, from 0) product n % 3 in quantity 1 + n % 3,
      // and the statuses in turn from the newest; a cancelled order's money is not revenue.
      const cancelled = (n: number) => (BULK_ORDERS - n) % 5 === 4;
      let cents = 2 * 700;
      for (let n = 0; n < BULK_ORDERS; n += 1)
        if (!cancelled(n)) cents += Math.round((prices[n % 3] ?? 0) * 100) * (1 + (n % 3));
      expect((res.body as { data: unknown }).data).toEqual({
        revenue: cents / 100,
        total_orders: BULK_ORDERS + 1,
        pending: BULK_ORDERS / 5,
        delivered: BULK_ORDERS / 5 + 1,
      });
    });

    it("exports the filtered orders as CSV a spreadsheet opens", async () => {
      const res = await fetch(`${server.url}/api/orders/export?search=ortiz`, { headers: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = await res.text();
      const lines = text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe(
        '"Order Number","Order ID","Date","Status","Customer Name","Customer Email","Customer Phone","Fulfilment","Products","Subtotal","Delivery Fee","Sales Tax","Tax Place","Total","Status in Words"',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        new RegExp(
          `^"\\d+","${special}","\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z","delivered","Dana Ortiz","dana.ortiz@example.org",,"pickup","100% Cotton Banner_Flag x 2","14.00","0.00","0.00",,"14.00","Picked up"$`,
        ),
      );
      const all = await (
        await fetch(`${server.url}/api/orders/export?status=cancelled`, { headers: admin })
      ).text();
      expect(all.trimEnd().split("\r\n")).toHaveLength(1 + BULK_ORDERS / 5);
    });
  });

  describe("artwork submissions", () => {
    it("pages, sorts and searches", async () => {
      const first = (await submissions("")).body as Page<Submission>;
      expect(first).toMatchObject({ total: BULK_SUBMISSIONS + 2, page: 1, page_size: 25 });
      expect(first.data[0]?.team_name).toBe("Chilton Tigers");
      const byName = (await submissions("?sort=name&dir=asc&page_size=3")).body as Page<Submission>;
      expect(byName.data.map((s) => s.name)).toEqual([
        '=HYPERLINK("http://x")',
        "Bulk Coach 1",
        "Bulk Coach 10",
      ]);
      const team = (await submissions("?search=bulk%20team%2017&page_size=100")).body as Page<Submission>;
      // Teams 17 and 170-179 match "bulk team 17"; each team has 4 of the 1,200 requests.
      expect(team.total).toBe(11 * (BULK_SUBMISSIONS / 300));
    });

    it("counts the tiles in the database", async () => {
      const res = await send(server, "GET", "/api/custom-artwork-submissions/stats", undefined, admin);
      expect((res.body as { data: unknown }).data).toEqual({
        total: BULK_SUBMISSIONS + 2,
        this_month: 2,
        with_uploads: BULK_SUBMISSIONS / 3 + 1,
      });
    });

    it("exports CSV with every field quoted and formulas defused", async () => {
      const res = await fetch(`${server.url}/api/custom-artwork-submissions/export?search=FC`, {
        headers: admin,
      });
      expect(res.headers.get("content-disposition")).toMatch(/filename="artwork-submissions-[\d-]+\.csv"/);
      const lines = (await res.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(lines[1]).toContain('"Formula FC"');
    });

    it("is for admins only, the export included", async () => {
      const customer = await signedInHeaders(server, "customer");
      for (const path of [
        "/api/custom-artwork-submissions/export",
        "/api/custom-artwork-submissions/stats",
        "/api/orders/export",
        "/api/orders/stats",
      ]) {
        expect((await fetch(`${server.url}${path}`)).status, path).toBe(401);
        const denied = await fetch(`${server.url}${path}`, { headers: customer });
        expect(denied.status, path).toBe(403);
        expect(await denied.text(), path).not.toContain("Bulk");
      }
    });
  });
});
