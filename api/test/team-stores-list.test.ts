import { type Database, orders } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { type Answer, insertStoreOrder, jersey, mail } from "./team-store-fixtures";

// The stores table: figures counted by the database (batch 1, batch 2 apart, what is still owed),
// searched, filtered, sorted, paged; and the same rows as a CSV file.

const DAY = 24 * 60 * 60 * 1000;

describe(`team stores: the list (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let db: Database;
  let admin: Record<string, string>;
  let tigers: string;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    db = server.database.db;
    admin = await signedInHeaders(server, "admin");
    const product = await jersey(db);
    const at = new Date("2027-03-01T15:00:00Z").getTime();
    const made = await insertTeamStore(
      db,
      {
        slug: "tigers-2027",
        teamName: "Tigers 10U",
        status: "in_production",
        opensAt: new Date(at - 10 * DAY),
        closesAt: new Date(at - DAY),
      },
      { items: [{ productId: product.id, price: 30, fundraising: 5 }] },
    );
    tigers = made.store.id;
    const line = made.items[0] as never;
    // Batch 1: two orders (one paid in part, one in full) and one cancelled; batch 2: one late order.
    await insertStoreOrder(db, {
      storeId: tigers,
      player: "Ava",
      email: "a@example.com",
      lines: [{ item: line, quantity: 2 }],
      paid: 20,
    });
    await insertStoreOrder(db, {
      storeId: tigers,
      player: "Ben",
      email: "b@example.com",
      lines: [{ item: line }],
      paid: 30,
    });
    const gone = await insertStoreOrder(db, {
      storeId: tigers,
      player: "Cal",
      email: "c@example.com",
      lines: [{ item: line, quantity: 5 }],
    });
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, gone.id));
    await insertStoreOrder(db, {
      storeId: tigers,
      player: "Dee",
      email: "d@example.com",
      batch: 2,
      lines: [{ item: line }],
    });
    await insertTeamStore(db, {
      slug: "bears-2027",
      teamName: "Bears 12U",
      status: "draft",
      opensAt: new Date(at + DAY),
      closesAt: new Date(at + 9 * DAY),
    });
  });
  afterAll(() => server?.stop());

  const list = async (query: string) => {
    const res = await send(server, "GET", `/api/team-stores${query}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Answer[]; total: number; page: number; page_size: number };
  };

  it("shows each store's figures: batch 1, batch 2 apart, and what is unpaid", async () => {
    const page = await list("?search=tigers");
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: tigers,
      slug: "tigers-2027",
      status: "in_production",
      orders: 2,
      pieces: 3,
      revenue: 90,
      fundraising: 15,
      // Ava owes 60 - 20; Ben paid; Dee's late order owes 30; the cancelled order owes nothing.
      unpaid: 70,
      batch_two_orders: 1,
      batch_two_pieces: 1,
      batch_two_revenue: 30,
    });
  });

  it("filters by status, sorts and pages in the database", async () => {
    const drafts = await list("?status=draft");
    expect(drafts.data.map((s) => s.slug)).toEqual(["bears-2027"]);
    expect(drafts.data[0]).toMatchObject({ orders: 0, pieces: 0, revenue: 0, unpaid: 0 });
    const byName = await list("?sort=team_name&dir=asc&page_size=1&page=2");
    expect(byName).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(byName.data.map((s) => s.team_name)).toEqual(["Tigers 10U"]);
    const bad = await send(server, "GET", "/api/team-stores?status=sleeping", undefined, admin);
    expect(bad.status).toBe(400);
  });

  it("exports the same rows as a CSV file", async () => {
    const res = await fetch(`${server.url}/api/team-stores/export?sort=team_name&dir=asc`, {
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/team-stores-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Team","Store link","Sport","Coach","Status","Opens","Closes","Orders","Pieces","Revenue","Fundraising","Unpaid","Batch 2 orders","Batch 2 pieces","Batch 2 revenue"',
    );
    expect(lines[2]).toContain('"Tigers 10U","/team/tigers-2027","baseball","Coach Test","In production"');
    expect(lines[2]).toContain('"2","3","90.00","15.00","70.00","1","1","30.00"');
  });
});
