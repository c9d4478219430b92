import { orderItems, teamStores } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchReport } from "../src/domains/team-stores/batch-schemas";
import { freezeBatch } from "../src/domains/team-stores/batches/batch-lines";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";

describe(`a team store's production batch (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  const report = async (batch: number, storeId = fixture.store.id) => {
    const res = await send(server, "GET", `/api/team-stores/${storeId}/batches/${batch}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: BatchReport }).data;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    fixture = await teamBatchStore(server.database.db);
  });
  afterAll(() => server?.stop());

  it("heads the batch with its store, window, orders, pieces and paid/unpaid counts", async () => {
    const { header } = await report(1);
    expect(header).toMatchObject({
      team_name: "Clanton Eagles 12U",
      batch: 1,
      frozen_at: null,
      orders: 4,
      pieces: 7,
      players: 3,
      paid_orders: 1,
      unpaid_orders: 3,
    });
    expect(header.window).toMatch(/^Orders from \w{3} \w{3} \d+, .* CT to \w{3} \w{3} \d+, .* CT$/);
    // 2 × $38 + $22 (Sam) + $38 + $18 (Ava) + $38 (Max) + $18 (Sam's cap) = $210; $108 taken.
    expect(header.total).toBe(210);
    expect(header.amount_paid).toBe(108);
    expect(header.balance).toBe(102);
  });

  it("runs sizes in the guide's order with youth and adult subtotals; the grand total is the lines' sum", async () => {
    const r = await report(1);
    const jersey = r.size_run.find((p) => p.product_name === "Game Jersey");
    expect(jersey?.sizes.map((s) => [s.short, s.quantity])).toEqual([
      ["YM", 2],
      ["YL", 1],
      ["S", 1],
    ]);
    expect(jersey).toMatchObject({ youth: 3, adult: 1, one_size: 0, total: 4 });
    const cap = r.size_run.find((p) => p.product_name === "Team Cap");
    expect(cap).toMatchObject({ sizes: [{ size: "One size", quantity: 2 }], one_size: 2, total: 2 });
    const sumOfTotals = r.size_run.reduce((n, p) => n + p.total, 0);
    expect(r.grand_total).toBe(r.header.pieces);
    expect(sumOfTotals).toBe(r.grand_total);
    for (const p of r.size_run) {
      expect(p.youth + p.adult + p.one_size).toBe(p.total);
      expect(p.sizes.reduce((n, s) => n + s.quantity, 0)).toBe(p.total);
    }
  });

  it("lists names and numbers per product by number, '##' last, and counts the lettering per unit", async () => {
    const r = await report(1);
    const names = r.names_numbers.find((p) => p.product_name === "Game Jersey")?.rows;
    expect(names?.map((n) => [n.number, n.name, n.quantity])).toEqual([
      ["7", "CRUZ", 1],
      ["12", "LEE", 2],
      ["##", "DIAZ", 1],
    ]);
    const youth = r.lettering.find((l) => l.product_name === "Game Jersey" && l.size_class === "youth");
    // "12" on two shirts: two 1s and two 2s; DIAZ's "##" waits for its number.
    expect(youth?.digits).toEqual([0, 2, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(youth).toMatchObject({ name_plates: 3, unknown_numbers: 1 });
    const adult = r.lettering.find((l) => l.product_name === "Game Jersey" && l.size_class === "adult");
    expect(adult?.digits).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it("gives one bag per player (two orders of one player share it), 'bag n of N' by name", async () => {
    const { bags } = await report(1);
    expect(bags.map((b) => [b.bag, b.of, b.player_name, b.number])).toEqual([
      [1, 3, "Ava Cruz", "7"],
      [2, 3, "Max Diaz", "##"],
      [3, 3, "Sam Lee", "12"],
    ]);
    const sam = bags[2];
    expect(sam?.order_numbers).toEqual([fixture.orders.sam.number, fixture.orders.samAgain.number]);
    expect(sam?.pieces).toBe(4);
  });

  it("lists exactly the orders with a balance as unpaid, and the fundraising per item and in total", async () => {
    const r = await report(1);
    expect(r.unpaid.map((u) => u.order_number)).toEqual(
      [fixture.orders.ava.number, fixture.orders.max.number, fixture.orders.samAgain.number].sort(
        (a, b) => a - b,
      ),
    );
    expect(r.unpaid.find((u) => u.order_number === fixture.orders.max.number)).toMatchObject({
      payment_state: "deposit",
      amount_paid: 10,
      balance: 28,
    });
    expect(r.header.unpaid_orders).toBe(r.unpaid.length);
    expect(r.fundraising).toEqual({
      items: [
        { product_name: "Game Jersey", per_unit: 5, units: 4, amount: 20 },
        { product_name: "Game Shorts", per_unit: 2, units: 1, amount: 2 },
      ],
      total: 22,
    });
  });

  it("keeps late orders in batch 2, apart from batch 1", async () => {
    const r = await report(2);
    expect(r.header).toMatchObject({ batch: 2, orders: 1, pieces: 1 });
    expect(r.header.window).toMatch(/^Late orders after /);
    expect(r.bags.map((b) => b.player_name)).toEqual(["Noah Park"]);
  });

  it("exports one CSV row per line with the order's payment state", async () => {
    const res = await fetch(`${server.url}/api/team-stores/${fixture.store.id}/batches/1/lines.csv`, {
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const rows = text.trim().split("\r\n");
    expect(rows[0]).toContain('"Order","Player","Customer","Product","Size"');
    expect(rows).toHaveLength(1 + 6);
    expect(text).toContain(
      `"${fixture.orders.sam.number}","Sam Lee","Dana Lee","Game Jersey","Youth M","youth","2","LEE","12"`,
    );
    expect(text).toContain(`"${fixture.orders.max.number}","Max Diaz"`);
    expect(text).not.toContain("Zed Quinn");
  });

  it("reads a frozen batch from its copy: a later edit of an order changes nothing in the report", async () => {
    const db = server.database.db;
    const before = await report(1);
    await freezeBatch(db, fixture.store.id, 1, null, new Date());
    await db
      .update(orderItems)
      .set({ size: "Adult XL", printNumber: "99" })
      .where(eq(orderItems.orderId, fixture.orders.ava.id));
    const after = await report(1);
    expect(after.header.frozen_at).not.toBeNull();
    expect({ ...after, header: { ...after.header, frozen_at: null } }).toEqual(before);
  });

  it("refuses a batch other than 1 or 2, an unknown store, and anyone but staff", async () => {
    const bad = await send(server, "GET", `/api/team-stores/${fixture.store.id}/batches/3`, undefined, admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Batch must be 1 or 2.");
    const unknown = await send(
      server,
      "GET",
      `/api/team-stores/${crypto.randomUUID()}/batches/1`,
      undefined,
      admin,
    );
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("No team store with id");
    const anonymous = await send(server, "GET", `/api/team-stores/${fixture.store.id}/batches/1`);
    expect(anonymous.status).toBe(401);
    const customer = await signedInHeaders(server, "customer");
    const shopper = await send(
      server,
      "GET",
      `/api/team-stores/${fixture.store.id}/batches/1`,
      undefined,
      customer,
    );
    expect(shopper.status).toBe(403);
    await server.database.db.select().from(teamStores).limit(1);
  });
});
