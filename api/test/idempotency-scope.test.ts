import { contactSubmissions, customArtworkSubmissions, quotes } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { request as quoteRequest } from "./quote-fixtures";

// Finding 1 of issue 20: idempotency keys belong to their caller (the signed-in account, else the
// client's address). Client B who sends client A's key with A's very body gets a record of its own,
// never A's private link, and is never refused because A used the key first (decision 030).

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

interface Placed {
  order: { id: string; number: number };
  tracking_path: string;
}

describe(`idempotency keys are scoped by caller (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let hoodie: { id: string };
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For names the client: each test client has its own address.
    server = await startTestServer({ trustProxy: true });
    hoodie = await insertProduct(server.database.db, {
      name: "Scope Hoodie",
      price: 40,
      category: "hoodies",
    });
  });
  afterAll(() => server?.stop());

  let lastClient = 0;
  const newClient = () => ({ "x-forwarded-for": `198.51.100.${++lastClient}` });
  const db = () => server.database.db;
  const track = (path: string) => send(server, "GET", path.replace("/orders/", "/api/order-tracking/"));

  it("checkout: B with A's key and body places its own order and never gets A's link", async () => {
    const a = newClient();
    const b = newClient();
    const key = { "idempotency-key": "weak-key-1" };
    const body = {
      customer: { name: "Ann Able", email: "ann@example.com", phone: "205-555-0101" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: hoodie.id, size: "Adult M", quantity: 1 }],
    };
    const first = await send(server, "POST", "/api/checkout", body, { ...a, ...key });
    expect(first.status).toBe(201);
    const mine = (first.body as { data: Placed }).data;

    const other = await send(server, "POST", "/api/checkout", body, { ...b, ...key });
    expect(other.status).toBe(201);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    const theirs = (other.body as { data: Placed }).data;
    expect(theirs.order.id).not.toBe(mine.order.id);
    // B's link opens B's order only.
    expect(((await track(theirs.tracking_path)).body as { data: { id: string } }).data.id).toBe(
      theirs.order.id,
    );

    // A's own retry is still a replay of A's order, and B's key did not block A either.
    const retry = await send(server, "POST", "/api/checkout", body, { ...a, ...key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect((retry.body as { data: Placed }).data.order.id).toBe(mine.order.id);

    // B sending the key with another body is B's first use of it, not a 409 from A's.
    const third = newClient();
    const changed = await send(
      server,
      "POST",
      "/api/checkout",
      { ...body, note: "mine" },
      { ...third, ...key },
    );
    expect(changed.status).toBe(201);
  });

  it("checkout over tRPC: the key in the input is scoped the same way", async () => {
    const input = {
      customer: { name: "Ben Baker", email: "ben@example.com", phone: "205-555-0102" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: hoodie.id, size: "Adult L", quantity: 1 }],
      idempotency_key: "weak-key-trpc",
    };
    const place = (client: Record<string, string>) =>
      send(server, "POST", "/trpc/checkout.placeOrder", input, { ...client, origin: server.url });
    const a = newClient();
    const first = await place(a);
    const other = await place(newClient());
    const again = await place(a);
    for (const res of [first, other, again]) expect(res.status).toBe(200);
    const id = (res: { body: unknown }) => (res.body as { result: { data: Placed } }).result.data.order.id;
    expect(id(other)).not.toBe(id(first));
    expect(id(again)).toBe(id(first));
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("quote request: B with A's key and body gets a quote and a review link of its own", async () => {
    const body = quoteRequest({ team_name: "Scoped Sharks" });
    const key = { "idempotency-key": "weak-key-quote" };
    const a = newClient();
    const first = await send(server, "POST", "/api/quotes", body, { ...a, ...key });
    const other = await send(server, "POST", "/api/quotes", body, { ...newClient(), ...key });
    expect([first.status, other.status]).toEqual([201, 201]);
    const mine = (first.body as { data: { id: string; review_path: string } }).data;
    const theirs = (other.body as { data: { id: string; review_path: string } }).data;
    expect(theirs.id).not.toBe(mine.id);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    // Each link opens its own caller's quote.
    const reference = async (path: string) =>
      (
        (await send(server, "GET", path.replace("/review/", "/api/review/"))).body as {
          data: { reference: string };
        }
      ).data.reference;
    expect(await reference(theirs.review_path)).not.toBe(await reference(mine.review_path));
    expect(
      (await db().select({ n: count() }).from(quotes).where(eq(quotes.teamName, "Scoped Sharks")))[0]?.n,
    ).toBe(2);
  });

  it("contact and artwork: another client's use of a key neither replays nor blocks", async () => {
    const key = { "idempotency-key": "weak-key-forms" };
    const message = { name: "Cal", email: "cal@example.com", message: "Do you print hats?" };
    const a = newClient();
    const first = await send(server, "POST", "/api/contact-submissions", message, { ...a, ...key });
    // B, same key, another message: a message of its own, not A's 409.
    const other = await send(
      server,
      "POST",
      "/api/contact-submissions",
      { ...message, message: "And caps?" },
      { ...newClient(), ...key },
    );
    expect([first.status, other.status]).toEqual([201, 201]);
    // A with the same key and another message is still refused: the key is A's, for A's message.
    expect(
      (await send(server, "POST", "/api/contact-submissions", { ...message, message: "x" }, { ...a, ...key }))
        .status,
    ).toBe(409);
    const contacts = await db()
      .select({ n: count() })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, "cal@example.com"));
    expect(contacts[0]?.n).toBe(2);

    const artwork = async (client: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: "Dee",
        email: "dee-scope@example.com",
        team_name: "Scoped Stingrays",
        products_interested: "Hoodies",
        artwork_details: "A ray",
      })) {
        form.append(k, v);
      }
      form.append("files", new Blob([png], { type: "image/png" }), "ray.png");
      const res = await fetch(`${server.url}/api/custom-artwork-submissions`, {
        method: "POST",
        headers: { ...client, ...key },
        body: form,
      });
      return { status: res.status, replayed: res.headers.get("idempotent-replayed") };
    };
    const artA = newClient();
    expect(await artwork(artA)).toEqual({ status: 201, replayed: null });
    expect(await artwork(newClient())).toEqual({ status: 201, replayed: null });
    expect(await artwork(artA)).toEqual({ status: 201, replayed: "true" });
    const requests = await db()
      .select({ n: count() })
      .from(customArtworkSubmissions)
      .where(eq(customArtworkSubmissions.email, "dee-scope@example.com"));
    expect(requests[0]?.n).toBe(2);
  });

  it("a signed-in caller's keys follow the account, from any address", async () => {
    const account = await signedInHeaders(server, "customer");
    const key = { "idempotency-key": "account-key-0001" };
    const message = { name: "Eve", email: "eve-scope@example.com", message: "Hello from home" };
    const home = await send(server, "POST", "/api/contact-submissions", message, {
      ...account,
      ...newClient(),
      ...key,
    });
    const phone = await send(server, "POST", "/api/contact-submissions", message, {
      ...account,
      ...newClient(),
      ...key,
    });
    expect([home.status, phone.status]).toEqual([201, 201]);
    expect(phone.headers.get("idempotent-replayed")).toBe("true");
    expect((phone.body as { data: { id: string } }).data.id).toBe(
      (home.body as { data: { id: string } }).data.id,
    );
    // A visitor on the account holder's last address is not the account: a message of its own.
    const stranger = await send(server, "POST", "/api/contact-submissions", message, {
      "x-forwarded-for": `198.51.100.${lastClient}`,
      ...key,
    });
    expect(stranger.status).toBe(201);
    expect(stranger.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe(`idempotency keys are scoped by caller under concurrency (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let shirt: { id: string };
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    shirt = await insertProduct(server.database.db, { name: "Race Tee", price: 20, category: "t-shirts" });
  });
  afterAll(() => server?.stop());

  // Issue 36: a second client sending the first's key and body at the same moment was reported to
  // get the first client's order number back. Only requests in flight together can show a lookup
  // or wait that forgets the caller; on PGlite one request's queries mostly finish before the
  // other's start, so the overlap is real on PostgreSQL (TEST_DATABASE_URL).
  it("two clients sending one key and body at once each place their own order, every round", async () => {
    const body = {
      customer: { name: "Rae Race", email: "rae-race@example.com", phone: "205-555-0136" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: shirt.id, size: "Adult M", quantity: 1 }],
    };
    const seen = new Set<number>();
    for (let round = 0; round < 20; round++) {
      const key = { "idempotency-key": `race-key-${round}` };
      const a = { "x-forwarded-for": `203.0.113.${2 * round + 1}`, ...key };
      const b = { "x-forwarded-for": `203.0.113.${2 * round + 2}`, ...key };
      const [first, second] = await Promise.all([
        send(server, "POST", "/api/checkout", body, a),
        send(server, "POST", "/api/checkout", body, b),
      ]);
      expect([first.status, second.status], `round ${round}`).toEqual([201, 201]);
      const numbers = [first, second].map((res) => (res.body as { data: Placed }).data.order.number);
      expect(numbers[0], `round ${round}: B got A's order`).not.toBe(numbers[1]);
      for (const res of [first, second]) expect(res.headers.get("idempotent-replayed")).toBeNull();
      for (const n of numbers) {
        expect(seen.has(n), `round ${round}: order ${n} answered twice`).toBe(false);
        seen.add(n);
      }
      // Each client's retry replays its own order.
      const [againA, againB] = await Promise.all([
        send(server, "POST", "/api/checkout", body, a),
        send(server, "POST", "/api/checkout", body, b),
      ]);
      expect((againA.body as { data: Placed }).data.order.number).toBe(numbers[0]);
      expect((againB.body as { data: Placed }).data.order.number).toBe(numbers[1]);
    }
    expect(seen.size).toBe(40);
  }, 60_000);
});
