import { auditEntries, fulfilmentMethods, orderEvents, orderPayments, orders, outboxEmails } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFulfilments } from "../src/common/order-filter-facts";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface Row {
  id: string;
  number: number;
  payment_state: string;
  fulfilment: string;
  status: string;
}

// Four orders: placed at the edges of Clanton's November 3 (CST, UTC-6), one paid, one with a
// deposit, one refunded, one for delivery.
describe(`orders list filters and bulk status (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const ids: Record<"early" | "late" | "next" | "before", string> = {
    early: "",
    late: "",
    next: "",
    before: "",
  };

  const list = async (query: string) => {
    const res = await send(server, "GET", `/api/orders?page_size=100&${query}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: Row[] }).data;
  };
  const idsOf = (rows: Row[]) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    server = await startTestServer({
      mail: { storeEmail: "store@example.com", publicUrl: "http://shop.test" },
    });
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    const tee = await insertProduct(db, { name: "Team Tee", price: 10, category: "t-shirts" });
    const place = async (email: string, at: string) =>
      (await insertOrder(db, { email, createdAt: new Date(at), lines: [{ product: tee, quantity: 3 }] })).id;
    // 00:00 and 23:59 in Clanton on November 3 are 06:00 that day and 05:59 the next in UTC.
    ids.before = await place("before@example.com", "2026-11-03T05:59:00Z");
    ids.early = await place("early@example.com", "2026-11-03T06:00:00Z");
    ids.late = await place("late@example.com", "2026-11-04T05:59:00Z");
    ids.next = await place("next@example.com", "2026-11-04T06:00:00Z");
    await db
      .update(orders)
      .set({
        fulfilment: "delivery",
        deliveryAddress: { line1: "1 Main St", city: "Clanton", state: "AL", zip: "35045" },
      })
      .where(eq(orders.id, ids.late));
    const pay = (orderId: string, amount: number) =>
      db.insert(orderPayments).values({ orderId, amount, method: "cash", recordedByEmail: "s@example.com" });
    await pay(ids.early, 30);
    await pay(ids.late, 10);
    await pay(ids.next, 30);
    await db
      .update(orderPayments)
      .set({ reversedAt: new Date(), reversalReason: "Returned" })
      .where(eq(orderPayments.orderId, ids.next));
  });
  afterAll(() => server?.stop());

  it("names in the web's plain facts the same fulfilments as the database", () => {
    expect(orderFulfilments).toEqual(fulfilmentMethods);
  });

  it("filters by days placed in the store's time zone, both ends included", async () => {
    expect(idsOf(await list("from=2026-11-03&to=2026-11-03"))).toEqual([ids.early, ids.late].sort());
    expect(idsOf(await list("from=2026-11-04"))).toEqual([ids.next]);
    expect(idsOf(await list("to=2026-11-02"))).toEqual([ids.before]);
    expect(await list("from=2026-11-05&to=2026-11-01")).toEqual([]);
  });

  it("filters by payment state and by fulfilment, and shows the payment state on each row", async () => {
    const paid = await list("payment_state=paid");
    expect(idsOf(paid)).toEqual([ids.early]);
    expect(paid[0]?.payment_state).toBe("paid");
    expect(idsOf(await list("payment_state=deposit"))).toEqual([ids.late]);
    expect(idsOf(await list("payment_state=refunded"))).toEqual([ids.next]);
    expect(idsOf(await list("payment_state=unpaid"))).toEqual([ids.before]);
    expect(idsOf(await list("fulfilment=delivery"))).toEqual([ids.late]);
    expect(idsOf(await list("fulfilment=pickup&payment_state=paid&from=2026-11-03"))).toEqual([ids.early]);
  });

  it("refuses a bad filter value with a message that names it", async () => {
    const bad = await send(server, "GET", "/api/orders?payment_state=owed", undefined, admin);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain(
      "payment_state must be one of: unpaid, deposit, paid, refunded",
    );
    const day = await send(server, "GET", "/api/orders?from=2026-02-30", undefined, admin);
    expect(day.status).toBe(400);
    expect((day.body as { error: string }).error).toContain("from must be a date written YYYY-MM-DD");
  });

  it("exports the filtered orders, or exactly the selected ones, as CSV", async () => {
    const csv = async (query: string) => {
      const res = await fetch(`${server.url}/api/orders/export?${query}`, { headers: admin });
      expect(res.status).toBe(200);
      return (await res.text()).trim().split("\r\n").slice(1);
    };
    const deposit = await csv("payment_state=deposit");
    expect(deposit).toHaveLength(1);
    expect(deposit[0]).toContain(ids.late);
    const selected = await csv(`ids=${ids.early},${ids.next},${ids.early}`);
    expect(selected).toHaveLength(2);
    expect(selected.join()).toContain(ids.early);
    expect(selected.join()).toContain(ids.next);
  });

  it("changes the status of a selection: history, timeline, one e-mail per changed order, audit", async () => {
    const db = server.database.db;
    await db.update(orders).set({ status: "shipped" }).where(eq(orders.id, ids.early));
    const res = await send(
      server,
      "POST",
      "/api/orders/bulk-status",
      { ids: [ids.early, ids.late, ids.late], status: "shipped" },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({ count: 2, changed: 1 });
    const rows = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [ids.early, ids.late]));
    expect(rows.map((r) => r.status)).toEqual(["shipped", "shipped"]);
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, ids.late), eq(orderEvents.kind, "status")));
    expect(events.map((e) => e.details)).toEqual([{ from: "pending", to: "shipped" }]);
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.orderId, [ids.early, ids.late]));
    expect(mails.map((m) => m.orderId)).toEqual([ids.late]);
    const audits = await db.select().from(auditEntries).where(eq(auditEntries.action, "order.status_change"));
    expect(audits.map((a) => a.entityId).sort()).toEqual([ids.early, ids.late].sort());
  });

  it("changes nothing when one id names no order, and says which", async () => {
    const unknown = "00000000-0000-4000-8000-0000000000ff";
    const res = await send(
      server,
      "POST",
      "/api/orders/bulk-status",
      { ids: [ids.before, unknown], status: "cancelled" },
      admin,
    );
    expect(res.status).toBe(404);
    expect((res.body as { error: string }).error).toBe(`No order with id ${unknown}. No status was changed.`);
    const [before] = await server.database.db.select().from(orders).where(eq(orders.id, ids.before));
    expect(before?.status).toBe("pending");
  });

  it("refuses more than 200 orders, an empty selection, customers and strangers", async () => {
    const many = Array.from(
      { length: 201 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const tooMany = await send(
      server,
      "POST",
      "/api/orders/bulk-status",
      { ids: many, status: "shipped" },
      admin,
    );
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { error: string }).error).toBe(
      "ids: At most 200 orders at a time. Split the selection.",
    );
    const none = await send(server, "POST", "/api/orders/bulk-status", { ids: [], status: "shipped" }, admin);
    expect((none.body as { error: string }).error).toBe("ids: Name at least one order.");
    const body = { ids: [ids.before], status: "shipped" };
    const customer = await signedInHeaders(server, "customer");
    expect((await send(server, "POST", "/api/orders/bulk-status", body, customer)).status).toBe(403);
    expect((await send(server, "POST", "/api/orders/bulk-status", body)).status).toBe(401);
  });
});
