import { outboxEmails, teamStoreBatches, teamStores } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  approvedQuote,
  auditFor,
  data,
  emails,
  errorOf,
  insertStoreOrder,
  jersey,
  mail,
  storeCalls,
} from "./team-store-fixtures";

// A store's life as staff move it, by the server's (injected) clock: each illegal move is a 409
// naming where the store stands, each move an audit entry, each e-mail once.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2027-03-01T15:00:00Z");

describe(`team stores: lifecycle (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof storeCalls>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    calls = storeCalls(server, admin);
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    server.setClock(NOW);
    await server.database.db.delete(outboxEmails);
  });

  const draftAt = (over: Record<string, unknown> = {}) =>
    calls.draft({
      opens_at: new Date(NOW.getTime() + DAY).toISOString(),
      closes_at: new Date(NOW.getTime() + 10 * DAY).toISOString(),
      ...over,
    });

  it("schedules a draft with items; a store without items cannot be scheduled", async () => {
    const { store } = await draftAt();
    const res = await calls.move(store.id, "schedule");
    expect(res.status).toBe(200);
    expect(data(res).status).toBe("scheduled");
    const empty = await calls.draft({}, []);
    const refused = await calls.move(empty.store.id, "schedule");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe("Add at least one item before the store opens.");
  });

  it("a store scheduled after its opening has passed opens at once, and the coach is e-mailed once", async () => {
    const { store } = await draftAt({ opens_at: new Date(NOW.getTime() - 60_000).toISOString() });
    const res = await calls.move(store.id, "schedule");
    expect(data(res).status).toBe("open");
    const sent = await emails(server.database.db, "team_store.opened");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe("casey@example.com");
    expect(sent[0]?.text).toContain(`https://shop.clanton.example/team/${store.slug}`);
    expect(sent[0]?.text).toMatch(/https:\/\/shop\.clanton\.example\/coach\/\S{20,}/);
    expect(sent[0]?.text).toContain("closes Thu Mar 11, 9:00 AM CT");
  });

  it("refuses illegal moves with a sentence naming the current status", async () => {
    const { store } = await draftAt();
    const close = await calls.move(store.id, "close");
    expect(close.status).toBe(409);
    expect(errorOf(close)).toBe("The store is a draft; only a store that is open can be closed early.");
    const ready = await calls.move(store.id, "mark_ready");
    expect(errorOf(ready)).toBe(
      "The store is a draft; only a store that is in production can be marked ready.",
    );
    const bad = await calls.move(store.id, "teleport");
    expect(bad.status).toBe(400);
  });

  it("opening a store from a quote without an approved proof is refused unless overridden, and the override is audited", async () => {
    const quote = await approvedQuote(server.database.db, { proof: false });
    const product = await jersey(server.database.db);
    const made = await send(
      server,
      "POST",
      `/api/quotes/${quote.id}/team-store`,
      { opens_at: NOW.toISOString(), closes_at: new Date(NOW.getTime() + 5 * DAY).toISOString() },
      admin,
    );
    const store = data(made);
    await calls.putItems(store.id, [{ product_id: product.id, price: 30 }]);
    const refused = await calls.move(store.id, "open");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe(
      `The artwork of Q-${quote.number} has no approved proof yet. Open the store once the coach approves a proof, or open it anyway with override_proof (it is recorded).`,
    );
    const opened = await calls.move(store.id, "open", { override_proof: true });
    expect(data(opened).status).toBe("open");
    const [row] = await server.database.db.select().from(teamStores).where(eq(teamStores.id, store.id));
    expect(row?.proofOverrideBy).toBeTruthy();
    const actions = (await auditFor(server.database.db, store.id)).map((a) => a.action);
    // The override and the opening are written in one transaction (the same moment): either order.
    expect(actions.slice(0, 2)).toEqual(["team_store.from_quote", "team_store.items"]);
    expect(actions.slice(2).sort()).toEqual(["team_store.open", "team_store.proof_override"]);
    const override = (await auditFor(server.database.db, store.id)).find(
      (a) => a.action === "team_store.proof_override",
    );
    expect(override?.summary).toBe(
      `Opened Clanton Tigers 12U without an approved proof of Q-${quote.number}'s artwork (override).`,
    );
  });

  it("extends, closes early, reopens; after production starts it cannot reopen", async () => {
    const { store, product } = await draftAt();
    await calls.move(store.id, "open");
    const items = (await calls.get(store.id)).items;
    await insertStoreOrder(server.database.db, {
      storeId: store.id,
      player: "Ava Smith",
      email: "ava@example.com",
      lines: [{ item: { ...items[0], productId: product.id }, quantity: 2, name: "SMITH", number: "12" }],
    });
    const past = await calls.move(store.id, "extend", {
      closes_at: new Date(NOW.getTime() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(errorOf(past)).toContain("The new close must be later than now (Mon Mar 1, 9:00 AM CT)");
    const later = new Date(NOW.getTime() + 14 * DAY).toISOString();
    expect(data(await calls.move(store.id, "extend", { closes_at: later })).closes_at).toBe(later);

    server.advanceClock(DAY);
    const closed = data(await calls.move(store.id, "close"));
    expect(closed).toMatchObject({
      status: "closed",
      closes_at: new Date(NOW.getTime() + DAY).toISOString(),
    });
    expect(await emails(server.database.db, "team_store.closed")).toHaveLength(1);
    const reopened = data(
      await calls.move(store.id, "reopen", { closes_at: new Date(NOW.getTime() + 3 * DAY).toISOString() }),
    );
    expect(reopened.status).toBe("open");
    server.advanceClock(DAY);
    await calls.move(store.id, "close");

    const started = data(await calls.move(store.id, "start_production"));
    expect(started.status).toBe("in_production");
    expect(started.batch_one_frozen_at).toBe(new Date(NOW.getTime() + 2 * DAY).toISOString());
    const [batch] = await server.database.db
      .select()
      .from(teamStoreBatches)
      .where(eq(teamStoreBatches.storeId, store.id));
    expect(batch?.batch).toBe(1);
    expect((batch?.snapshot as { lines: unknown[] } | undefined)?.lines).toMatchObject([
      { player_name: "Ava Smith", quantity: 2, print_name: "SMITH", print_number: "12" },
    ]);
    const again = await calls.move(store.id, "reopen", {
      closes_at: new Date(NOW.getTime() + 9 * DAY).toISOString(),
    });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe(
      "Batch 1 went into production Wed Mar 3, 9:00 AM CT, so the store cannot open again. Add a late order to batch 2 instead.",
    );
  });

  it("a store past its close reads closed and goes to production at once, before the clock's next pass", async () => {
    const { store } = await draftAt();
    await calls.move(store.id, "open");
    server.setClock(new Date(NOW.getTime() + 10 * DAY + 1000));
    expect((await calls.get(store.id)).status).toBe("closed");
    expect(await emails(server.database.db, "team_store.closed")).toHaveLength(1);
    const started = data(await calls.move(store.id, "start_production"));
    expect(started.status).toBe("in_production");
    expect(await emails(server.database.db, "team_store.closed")).toHaveLength(1);
  });

  it("freezes batch 2 when late orders exist, once", async () => {
    const { store, items } = await insertTeamStore(
      server.database.db,
      {
        status: "in_production",
        opensAt: new Date(NOW.getTime() - 9 * DAY),
        closesAt: new Date(NOW.getTime() - DAY),
      },
      { items: [{ productId: (await jersey(server.database.db)).id, price: 30 }] },
    );
    const none = await calls.move(store.id, "freeze_batch_two");
    expect(errorOf(none)).toBe("There are no late orders in batch 2 to freeze.");
    await insertStoreOrder(server.database.db, {
      storeId: store.id,
      player: "Late Larry",
      email: "larry@example.com",
      batch: 2,
      lines: [{ item: items[0] as never }],
    });
    expect((await calls.move(store.id, "freeze_batch_two")).status).toBe(200);
    const twice = await calls.move(store.id, "freeze_batch_two");
    expect(twice.status).toBe(409);
    expect(errorOf(twice)).toBe("Batch 2 was already frozen Mon Mar 1, 9:00 AM CT.");
  });

  it("marks ready (one e-mail per order, in the store's distribution words), then completes", async () => {
    const product = await jersey(server.database.db);
    const { store, items } = await insertTeamStore(
      server.database.db,
      {
        status: "in_production",
        distribution: "team_delivery",
        opensAt: new Date(NOW.getTime() - 9 * DAY),
        closesAt: new Date(NOW.getTime() - DAY),
      },
      { items: [{ productId: product.id, price: 30 }] },
    );
    for (const player of ["Ava Smith", "Ben Jones"]) {
      await insertStoreOrder(server.database.db, {
        storeId: store.id,
        player,
        email: `${player.split(" ")[0]?.toLowerCase()}@example.com`,
        lines: [{ item: items[0] as never }],
      });
    }
    expect(data(await calls.move(store.id, "mark_ready")).status).toBe("ready");
    const ready = await emails(server.database.db, "team_store.ready");
    expect(ready.map((e) => e.to).sort()).toEqual(["ava@example.com", "ben@example.com"]);
    expect(ready[0]?.text).toContain("We deliver every player's bag to the team");
    expect(ready.every((e) => e.orderId)).toBe(true);
    expect((await calls.move(store.id, "mark_ready")).status).toBe(409);
    expect(await emails(server.database.db, "team_store.ready")).toHaveLength(2);
    // Both families still owe their $30: Complete says so and goes on only when staff acknowledge it.
    const owed = await calls.move(store.id, "complete");
    expect(owed.status).toBe(409);
    expect(errorOf(owed)).toMatch(/^2 families still owe \$60\.00 \(#\d+, #\d+\)\./);
    expect(data(await calls.move(store.id, "complete", { acknowledge_unpaid: true })).status).toBe(
      "completed",
    );
  });

  it("cancels a store without live orders; with orders it says to cancel them first", async () => {
    const { store, product } = await draftAt();
    expect(data(await calls.move(store.id, "cancel")).status).toBe("cancelled");
    const other = await draftAt();
    await calls.move(other.store.id, "open");
    const items = (await calls.get(other.store.id)).items;
    await insertStoreOrder(server.database.db, {
      storeId: other.store.id,
      player: "Ava Smith",
      email: "ava@example.com",
      lines: [{ item: { ...items[0], productId: product.id } }],
      paid: 10,
    });
    const refused = await calls.move(other.store.id, "cancel");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe(
      "The store has 1 order not cancelled (1 with a payment on record: refund it there). Cancel them on their order pages first, then cancel the store.",
    );
    const actions = (await auditFor(server.database.db, store.id)).map((a) => a.action);
    expect(actions).toEqual(["team_store.create", "team_store.cancel"]);
  });
});
