import {
  auditEntries,
  customArtworkSubmissions,
  customerAddresses,
  customerPlayers,
  customerSessions,
  orderPayments,
  orders,
  profiles,
  quotes,
} from "@store/db";
import { ensureProfile, insertArtworkSubmission, insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHeaders } from "./account-helpers";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { mail, quoteCalls } from "./quote-fixtures";

interface Row {
  id: string;
  name: string | null;
  email: string;
  has_account: boolean;
  orders: number;
  total_spent: number;
  amount_paid: number;
  last_order_at: string | null;
}
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
type Detail = Record<string, any>;

describe(`admin customer records (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let tee: { id: string; name: string; price: number };

  const list = async (query = "") => {
    const res = await send(server, "GET", `/api/customers?${query}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Row[]; total: number; page: number; page_size: number };
  };
  const detail = async (id: string) => {
    const res = await send(server, "GET", `/api/customers/${id}`, undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: Detail }).data;
  };
  const merge = (keep_id: string, merge_id: string, headers = admin) =>
    send(server, "POST", "/api/customers/merge", { keep_id, merge_id }, headers);
  const order = (email: string, fullName: string, quantity: number, at: string, status?: "cancelled") =>
    insertOrder(server.database.db, {
      email,
      fullName,
      status,
      createdAt: new Date(at),
      lines: [{ product: tee, quantity }],
    });
  const profileOf = async (email: string) => ensureProfile(server.database.db, email);

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, mail });
    admin = await signedInHeaders(server, "admin");
    tee = await insertProduct(server.database.db, { name: "Team Tee", price: 10, category: "t-shirts" });
    // Avery: two orders (one cancelled) and a payment; Blake: three orders; Casey: none yet.
    const avery = await order("avery@example.com", "Avery Alpha", 3, "2026-01-05T12:00:00Z");
    await order("avery@example.com", "Avery Alpha", 5, "2026-01-06T12:00:00Z", "cancelled");
    await server.database.db
      .insert(orderPayments)
      .values({ orderId: avery.id, amount: 12.5, method: "cash", recordedByEmail: "s@example.com" });
    await order("blake@example.com", "Blake Bravo", 1, "2026-02-01T12:00:00Z");
    await order("blake@example.com", "Blake Bravo", 1, "2026-02-02T12:00:00Z");
    await order("blake@example.com", "Blake Bravo", 1, "2026-02-03T12:00:00Z");
    await ensureProfile(server.database.db, "casey@example.com", "Casey Charlie");
  });
  afterAll(() => server?.stop());

  it("is for staff only: a customer's account session and anonymous callers are refused", async () => {
    const customer = await accountHeaders(server, "nosy@example.com");
    const avery = await profileOf("avery@example.com");
    const blake = await profileOf("blake@example.com");
    // The account cookie is not a staff session: 401, as for no cookie at all.
    for (const headers of [customer, {}]) {
      expect((await send(server, "GET", "/api/customers", undefined, headers)).status).toBe(401);
      expect((await send(server, "GET", `/api/customers/${avery.id}`, undefined, headers)).status).toBe(401);
      expect((await merge(avery.id, blake.id, headers)).status).toBe(401);
    }
    const staffCustomer = await signedInHeaders(server, "customer");
    expect((await send(server, "GET", "/api/customers", undefined, staffCustomer)).status).toBe(403);
  });

  it("searches by name or e-mail, sorts and pages in the database, with totals", async () => {
    const found = await list("search=ALPHA");
    expect(found.data.map((r) => r.email)).toEqual(["avery@example.com"]);
    const avery = found.data[0];
    // The cancelled order counts as an order but spends nothing; the payment is what was paid.
    expect(avery).toMatchObject({ name: "Avery Alpha", orders: 2, total_spent: 30, amount_paid: 12.5 });
    expect(avery?.last_order_at).toBe("2026-01-06T12:00:00.000Z");
    expect((await list("search=blake%40")).data.map((r) => r.email)).toEqual(["blake@example.com"]);
    // Typed % is taken literally.
    expect((await list("search=%25")).total).toBe(0);

    const byOrders = await list("sort=orders&dir=desc&search=example.com");
    expect(byOrders.data.slice(0, 2).map((r) => r.email)).toEqual(["blake@example.com", "avery@example.com"]);
    // Records without orders (Casey, and the first test's account) tie after them, in either order.
    const rest = byOrders.data.slice(2);
    expect(rest.map((r) => r.orders)).toEqual(rest.map(() => 0));
    expect(rest.map((r) => r.email)).toContain("casey@example.com");
    const bySpent = await list("sort=total_spent&dir=asc&search=%40example.com&page_size=2");
    expect(bySpent.page_size).toBe(2);
    expect(bySpent.data).toHaveLength(2);
    const allSpent = await list("sort=total_spent&dir=asc&search=%40example.com&page_size=100");
    const spent = allSpent.data.map((r) => r.total_spent);
    expect(spent).toEqual([...spent].sort((a, b) => a - b));
    const page2 = await list("sort=total_spent&dir=asc&search=%40example.com&page_size=2&page=2");
    expect(page2.data.map((r) => r.id)).toEqual(allSpent.data.slice(2, 4).map((r) => r.id));
    expect(page2.total).toBe(allSpent.total);

    const byName = await list("sort=name&dir=asc&search=o");
    const names = byName.data.map((r) => r.name);
    expect(names.indexOf("Avery Alpha")).toBeLessThan(names.indexOf("Blake Bravo"));
    // A record with no order sorts last by its last order, whichever way.
    const byLast = await list("sort=last_order_at&dir=desc&search=%40example.com&page_size=100");
    expect(byLast.data[0]?.email).toBe("blake@example.com");
    expect(byLast.data.at(-1)?.last_order_at).toBeNull();

    expect((await send(server, "GET", "/api/customers?sort=phone", undefined, admin)).status).toBe(400);
  });

  it("reads one record with its orders, requests, payments and totals; unknown ids are 404", async () => {
    const avery = await profileOf("avery@example.com");
    const record = await detail(avery.id);
    expect(record).toMatchObject({
      email: "avery@example.com",
      name: "Avery Alpha",
      has_account: false,
      orders: 2,
      total_spent: 30,
      amount_paid: 12.5,
      balance: 17.5,
      saved_players: 0,
      merged_into: null,
      merged_emails: [],
    });
    expect(record.orders_list.map((o: Detail) => o.status)).toEqual(["cancelled", "pending"]);
    expect(record.payments).toMatchObject([
      { amount: 12.5, method: "cash", order_number: expect.any(Number) },
    ]);
    expect((await send(server, "GET", "/api/customers/not-an-id", undefined, admin)).status).toBe(404);
    expect(
      (await send(server, "GET", `/api/customers/${crypto.randomUUID()}`, undefined, admin)).status,
    ).toBe(404);
  });

  it("merges a duplicate: everything moves, its address signs in to the kept record, earlier merges follow", async () => {
    const db = server.database.db;
    // Dana used two addresses; an even older one was merged into the second earlier.
    await order("dana@example.com", "Dana Delta", 2, "2026-03-01T12:00:00Z");
    await order("dana.work@example.com", "Dana D.", 4, "2026-03-02T12:00:00Z");
    await order("dana.old@example.com", "Dana D.", 1, "2026-03-03T12:00:00Z");
    const keep = await profileOf("dana@example.com");
    const dup = await profileOf("dana.work@example.com");
    const old = await profileOf("dana.old@example.com");
    expect((await merge(dup.id, old.id)).status).toBe(200);

    const { newQuote } = quoteCalls(server, admin);
    const quote = await newQuote({ email: "dana.work@example.com" });
    await db.update(quotes).set({ profileId: dup.id }).where(eq(quotes.id, quote.id));
    const artwork = await insertArtworkSubmission(db, { email: "dana.work@example.com", profileId: dup.id });
    await db.insert(customerPlayers).values({ profileId: dup.id, name: "Dana Jr", season: "2026" });
    await db.insert(customerAddresses).values({
      profileId: dup.id,
      label: "Home",
      line1: "1 Main St",
      city: "Clanton",
      state: "AL",
      zip: "35045",
    });
    // The duplicate's address is signed in somewhere: that browser is signed out by the merge.
    const dupSession = await accountHeaders(server, "dana.work@example.com");
    expect((await send(server, "GET", "/api/account", undefined, dupSession)).status).toBe(200);

    const merged = await merge(keep.id, dup.id);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const kept = (merged.body as { data: Detail }).data;
    expect(kept.id).toBe(keep.id);
    expect(kept.orders).toBe(3);
    expect(kept.total_spent).toBe(70);
    expect(kept.saved_players).toBe(1);
    expect(kept.saved_addresses).toBe(1);
    expect(kept.has_account).toBe(true);
    expect(kept.requests.map((r: Detail) => r.id).sort()).toEqual([quote.id, artwork.id].sort());
    expect(kept.merged_emails.map((m: Detail) => m.email)).toEqual([
      "dana.old@example.com",
      "dana.work@example.com",
    ]);

    // Nothing is left on the merged records; both point at the kept one.
    expect(await db.select().from(orders).where(eq(orders.profileId, dup.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.profileId, old.id))).toEqual([]);
    expect(await db.select().from(quotes).where(eq(quotes.profileId, dup.id))).toEqual([]);
    expect(
      await db.select().from(customArtworkSubmissions).where(eq(customArtworkSubmissions.profileId, dup.id)),
    ).toEqual([]);
    expect(await db.select().from(customerSessions).where(eq(customerSessions.profileId, dup.id))).toEqual(
      [],
    );
    const pointers = await db.select({ email: profiles.email, into: profiles.mergedIntoId }).from(profiles);
    expect(
      pointers
        .filter((p) => p.into === keep.id)
        .map((p) => p.email)
        .sort(),
    ).toEqual(["dana.old@example.com", "dana.work@example.com"]);
    // The merged record opens as merged, naming the kept one; the list no longer shows it.
    expect((await detail(dup.id)).merged_into).toEqual({ id: keep.id, email: "dana@example.com" });
    expect((await list("search=dana")).data.map((r) => r.email)).toEqual(["dana@example.com"]);

    // The old browser is signed out; a new sign-in with either merged address reaches the kept record.
    expect((await send(server, "GET", "/api/account", undefined, dupSession)).status).toBe(401);
    for (const email of ["dana.work@example.com", "dana.old@example.com"]) {
      const session = await accountHeaders(server, email);
      const me = await send(server, "GET", "/api/account", undefined, session);
      expect((me.body as { data: Detail }).data).toMatchObject({ id: keep.id, email: "dana@example.com" });
      const mine = await send(server, "GET", "/api/account/orders", undefined, session);
      expect((mine.body as { data: unknown[] }).data).toHaveLength(3);
    }

    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "customer.merge"), eq(auditEntries.entityId, keep.id)));
    expect(entry?.summary).toBe(
      "Merged dana.work@example.com into dana@example.com: 2 orders, 1 quote, 1 artwork request, 1 saved player, 1 saved address moved.",
    );
  });

  it("refuses merging a record into itself or into or from a merged-away record (409), unknown ids 404", async () => {
    const keep = await profileOf("dana@example.com");
    const gone = await profileOf("dana.work@example.com");
    const casey = await profileOf("casey@example.com");
    const self = await merge(casey.id, casey.id);
    expect(self.status).toBe(409);
    expect((self.body as { error: string }).error).toBe("A customer record cannot be merged into itself.");
    const intoGone = await merge(gone.id, casey.id);
    expect(intoGone.status).toBe(409);
    expect((intoGone.body as { error: string }).error).toMatch(/dana\.work@example\.com was already merged/);
    const fromGone = await merge(casey.id, gone.id);
    expect(fromGone.status).toBe(409);
    expect((await merge(keep.id, crypto.randomUUID())).status).toBe(404);
    expect((await merge("nope", keep.id)).status).toBe(400);
    expect((await merge(keep.id, keep.id)).status).toBe(409);
    // Nothing moved and nothing was logged by a refusal.
    expect((await detail(casey.id)).merged_into).toBeNull();
    const logged = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, casey.id));
    expect(logged).toEqual([]);
  });
});
