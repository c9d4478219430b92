import { orderPayments, orders, productSizeOptions, quotes } from "@store/db";
import {
  insertArtworkSubmission,
  insertBulkOrders,
  insertContactSubmission,
  insertOrder,
  insertProduct,
} from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The store-time (Central) day of a moment, as the home's chart names its days. */
const storeDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(at);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS - 60_000);

// biome-ignore lint/suspicious/noExplicitAny: the answer is read loosely; the assertions check its shape.
type Home = Record<string, any>;

describe(`the staff's home (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const seeded: Record<string, { id: string; number: number; createdAt: Date }> = {};

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
    const db = server.database.db;
    const tee = await insertProduct(db, { name: "Home Tee", price: 10 });
    const cap = await insertProduct(db, { name: "Home Cap", price: 25 });
    const jacket = await insertProduct(db, { name: "Home Jacket", price: 100 });
    await insertProduct(db, { name: "Home Hoodie", price: 40, inStock: false });
    await db.insert(productSizeOptions).values([
      { productId: tee.id, size: "S", stock: 0 },
      { productId: tee.id, size: "M", stock: 2 },
      { productId: tee.id, size: "L", stock: 5 },
      { productId: tee.id, size: "XL", upcharge: 2 },
    ]);

    const email = "coach@example.com";
    // Today: 3 tees, pending, nothing paid.
    seeded.today = await insertOrder(db, {
      email,
      fullName: "Toni Today",
      createdAt: daysAgo(0),
      lines: [{ product: tee, quantity: 3 }],
    });
    // Two days ago: a cap and a jacket ($125), $50 paid as a deposit.
    seeded.twoDays = await insertOrder(db, {
      email,
      status: "processing",
      createdAt: daysAgo(2),
      lines: [
        { product: cap, quantity: 1 },
        { product: jacket, quantity: 1 },
      ],
    });
    // Also two days ago, cancelled: counted nowhere.
    seeded.cancelled = await insertOrder(db, {
      email,
      status: "cancelled",
      createdAt: daysAgo(2),
      lines: [{ product: cap, quantity: 10 }],
    });
    // Ten days ago: one tee, paid in full.
    seeded.tenDays = await insertOrder(db, {
      email,
      status: "delivered",
      createdAt: daysAgo(10),
      lines: [{ product: tee, quantity: 1 }],
    });
    // 45 days ago (only in the 90 days): four caps, paid then refunded.
    seeded.old = await insertOrder(db, {
      email,
      status: "delivered",
      createdAt: daysAgo(45),
      lines: [{ product: cap, quantity: 4 }],
    });
    // 100 days ago, still pending, for delivery and unpaid: a new order, not an unpaid pickup.
    seeded.ancient = await insertOrder(db, {
      email,
      createdAt: daysAgo(100),
      lines: [{ product: jacket, quantity: 1 }],
    });
    await db
      .update(orders)
      .set({
        fulfilment: "delivery",
        deliveryAddress: { line1: "1 Main St", city: "Clanton", state: "AL", zip: "35045" },
      })
      .where(eq(orders.id, seeded.ancient.id));
    const paid = { method: "cash" as const, recordedByEmail: "staff@example.com" };
    await db.insert(orderPayments).values([
      { orderId: seeded.twoDays.id, amount: 50, ...paid },
      { orderId: seeded.tenDays.id, amount: 10, ...paid },
      {
        orderId: seeded.old.id,
        amount: 100,
        ...paid,
        reversedAt: new Date(),
        reversalReason: "Refunded",
        reversedByEmail: "staff@example.com",
      },
    ]);

    const quote = {
      contactName: "Casey Coach",
      email,
      sport: "baseball",
      packageName: "Pro",
      estimate: 500,
    };
    await db.insert(quotes).values([
      { ...quote, teamName: "New Tigers", status: "new", createdAt: daysAgo(3) },
      { ...quote, teamName: "Changing Lions", status: "changes_requested", createdAt: daysAgo(1) },
      { ...quote, teamName: "Quoted Bears", status: "quoted" },
      { ...quote, teamName: "Approved Hawks", status: "approved" },
    ]);
    await insertArtworkSubmission(db, { name: "Art One", teamName: "Eagles", createdAt: daysAgo(4) });
    await insertArtworkSubmission(db, { name: "Art Two", teamName: "Falcons", createdAt: daysAgo(1) });
    await insertArtworkSubmission(db, { name: "Art Done", status: "approved" });
    await insertContactSubmission(db, { name: "Ann Asks", createdAt: daysAgo(5) });
    await insertContactSubmission(db, { name: "Bo Asks", createdAt: daysAgo(1) });
    await insertContactSubmission(db, { name: "Read Already", readAt: new Date() });
  });
  afterAll(() => server?.stop());

  const home = async (query = "") => {
    const res = await send(server, "GET", `/api/admin/home${query}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: Home }).data;
  };

  it("counts today's work and lists the first of each queue with what staff need to act", async () => {
    const { queue } = await home();
    expect(queue.new_orders.count).toBe(2);
    expect(queue.new_orders.items.map((o: Home) => o.number)).toEqual([
      seeded.today?.number,
      seeded.ancient?.number,
    ]);
    expect(queue.new_orders.items[0]).toMatchObject({ customer: "Toni Today", total: 30 });

    expect(queue.quotes_waiting.count).toBe(2);
    expect(queue.quotes_waiting.items.map((q: Home) => [q.team_name, q.status])).toEqual([
      ["Changing Lions", "changes_requested"],
      ["New Tigers", "new"],
    ]);
    expect(queue.quotes_waiting.items[0].reference).toMatch(/^Q-\d+$/);

    expect(queue.artwork_requests.count).toBe(2);
    expect(queue.artwork_requests.items.map((a: Home) => a.name)).toEqual(["Art Two", "Art One"]);

    // Pickups not cancelled, unpaid or part paid, oldest first; paid, refunded, cancelled and delivery left out.
    expect(queue.unpaid_pickups.count).toBe(2);
    expect(queue.unpaid_pickups.items).toMatchObject([
      { number: seeded.twoDays?.number, total: 125, balance: 75, payment_state: "deposit" },
      { number: seeded.today?.number, total: 30, balance: 30, payment_state: "unpaid" },
    ]);

    expect(queue.unread_messages.count).toBe(2);
    expect(queue.unread_messages.items.map((m: Home) => m.name)).toEqual(["Bo Asks", "Ann Asks"]);

    // Counted sizes at 3 or fewer, fewest first, then whole products marked out of stock.
    expect(queue.running_low.count).toBe(3);
    expect(queue.running_low.items.map((i: Home) => [i.product_name, i.size, i.stock])).toEqual([
      ["Home Tee", "S", 0],
      ["Home Tee", "M", 2],
      ["Home Hoodie", null, null],
    ]);
  });

  it("gives every one of the last 30 store days, days without sales as 0, cancelled orders left out", async () => {
    const { sales } = await home();
    expect(sales.days).toBe(30);
    expect(sales.series).toHaveLength(30);
    expect(sales.series.at(-1).day).toBe(storeDay(new Date()));
    const byDay = new Map(sales.series.map((d: Home) => [d.day, d]));
    expect(byDay.get(storeDay(daysAgo(0)))).toEqual({ day: storeDay(daysAgo(0)), total: 30, orders: 1 });
    expect(byDay.get(storeDay(daysAgo(2)))).toEqual({ day: storeDay(daysAgo(2)), total: 125, orders: 1 });
    expect(byDay.get(storeDay(daysAgo(10)))).toEqual({ day: storeDay(daysAgo(10)), total: 10, orders: 1 });
    const quiet = sales.series.filter((d: Home) => d.orders === 0);
    expect(quiet).toHaveLength(27);
    for (const day of quiet) expect(day.total).toBe(0);
    // Consecutive days, oldest first.
    const times = sales.series.map((d: Home) => Date.parse(`${d.day}T12:00:00Z`));
    for (let i = 1; i < times.length; i += 1) expect(times[i] - times[i - 1]).toBe(DAY_MS);
    expect(sales.total).toBe(165);
    expect(sales.orders).toBe(3);
  });

  it("ranks the period's products by units and by revenue", async () => {
    const { sales } = await home("?days=30");
    const rank = (list: Home[]) => list.map((p) => [p.product_name, p.quantity, p.revenue]);
    expect(rank(sales.top_by_quantity)).toEqual([
      ["Home Tee", 4, 40],
      ["Home Jacket", 1, 100],
      ["Home Cap", 1, 25],
    ]);
    expect(rank(sales.top_by_revenue)).toEqual([
      ["Home Jacket", 1, 100],
      ["Home Tee", 4, 40],
      ["Home Cap", 1, 25],
    ]);
  });

  it("reaches 90 days back with ?days=90, still leaving older and cancelled orders out", async () => {
    const { sales } = await home("?days=90");
    expect(sales.days).toBe(90);
    expect(sales.series).toHaveLength(90);
    expect(sales.total).toBe(265);
    expect(sales.orders).toBe(4);
    expect(sales.series.filter((d: Home) => d.orders > 0)).toHaveLength(4);
    expect(sales.top_by_quantity[0]).toMatchObject({ product_name: "Home Cap", quantity: 5, revenue: 125 });
  });

  it("is the same answer over tRPC", async () => {
    const input = encodeURIComponent(JSON.stringify({ days: 90 }));
    const res = await send(server, "GET", `/trpc/home.get?input=${input}`, undefined, admin);
    expect(res.status).toBe(200);
    const rpc = (res.body as { result: { data: Home } }).result.data;
    expect(rpc.sales.total).toBe(265);
    expect(rpc.queue.unpaid_pickups.count).toBe(2);
  });

  it("refuses a period other than 30 or 90 days, saying which", async () => {
    const res = await send(server, "GET", "/api/admin/home?days=7", undefined, admin);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("days must be 30 or 90.");
  });

  it("is for staff only: 401 to a visitor, 403 to a customer", async () => {
    const customer = await signedInHeaders(server, "customer");
    expect((await send(server, "GET", "/api/admin/home")).status).toBe(401);
    expect((await send(server, "GET", "/api/admin/home", undefined, customer)).status).toBe(403);
    expect((await send(server, "GET", "/trpc/home.get", undefined, customer)).status).toBe(403);
  });

  // How quick it is on a grown store is measured by `npm run bench` (admin calls), not here.
  it("answers a grown store's 90 days (10,000 orders, the last week busy)", async () => {
    await insertBulkOrders(server.database.db, { count: 10_000 });
    // PGlite runs in this process: the long insert holds the event loop past the server's keep-alive
    // timeout, so the first request may meet the kept socket as the server closes it (ECONNRESET,
    // seen once under load): the first is sent once more then.
    const { sales } = await home("?days=90").catch(() => home("?days=90"));
    expect(sales.series).toHaveLength(90);
  }, 180_000);
});
