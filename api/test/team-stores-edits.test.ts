import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeIdForCoachToken } from "../src/domains/team-stores/coach/coach-links";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  auditFor,
  data,
  emails,
  errorOf,
  freshSlug,
  insertStoreOrder,
  item,
  jersey,
  mail,
  storeCalls,
} from "./team-store-fixtures";

// Settings, items and roster after a store was made: what stays editable, and what a closed store
// keeps as families ordered it (sold lines' terms, number rules), each refusal saying why.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2027-03-01T15:00:00Z");

describe(`team stores: editing (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof storeCalls>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    calls = storeCalls(server, admin);
    server.setClock(NOW);
  });
  afterAll(() => server?.stop());

  /** An open store with a sold jersey and an unsold cap, then closed by the clock passing its close. */
  async function closedWithSales() {
    const cap = await insertProduct(server.database.db, {
      name: "Team Cap",
      price: 20,
      category: "accessories",
    });
    const { store, product } = await calls.draft(
      {
        opens_at: new Date(NOW.getTime() - DAY).toISOString(),
        closes_at: new Date(NOW.getTime() + DAY).toISOString(),
      },
      undefined,
    );
    const withCap = await calls.putItems(store.id, [
      item(store.items[0].product_id),
      { product_id: cap.id, price: 20 },
    ]);
    expect(withCap.status).toBe(200);
    await calls.move(store.id, "open");
    const items = (await calls.get(store.id)).items;
    await insertStoreOrder(server.database.db, {
      storeId: store.id,
      player: "Ava Smith",
      email: "ava@example.com",
      lines: [{ item: { ...items[0], productId: product.id }, quantity: 3 }],
    });
    await calls.move(store.id, "close");
    return { store, jerseyId: product.id, capId: cap.id };
  }

  it("after close: a sold item keeps its terms and stays; an unsold one may go; items may be added", async () => {
    const { store, jerseyId, capId } = await closedWithSales();
    const cheaper = await calls.putItems(store.id, [
      item(jerseyId, { price: 40 }),
      { product_id: capId, price: 20 },
    ]);
    expect(cheaper.status).toBe(409);
    const name = (await calls.get(store.id)).items[0].product_name;
    expect(errorOf(cheaper)).toBe(
      `The price, fee, fundraising, personalisation and sizes of ${name} cannot change: the store has closed and families ordered 3 pieces of it.`,
    );
    const resized = await calls.putItems(store.id, [item(jerseyId, { sizes: ["Youth M"] })]);
    expect(resized.status).toBe(409);
    const removed = await calls.putItems(store.id, [{ product_id: capId, price: 20 }]);
    expect(removed.status).toBe(409);
    expect(errorOf(removed)).toBe(
      `${name} cannot be removed: the store has closed and families ordered 3 pieces of it.`,
    );
    const extra = await jersey(server.database.db, { name: "Late Hoodie", price: 45 });
    const kept = await calls.putItems(store.id, [
      item(jerseyId, { required: true }),
      { product_id: extra.id, price: 45 },
    ]);
    expect(kept.status).toBe(200);
    expect(data(kept).items.map((i: { product_name: string }) => i.product_name)).toEqual([
      name,
      "Late Hoodie",
    ]);
  });

  it("after close: number rules are refused, the coach and message stay editable, and each change is audited", async () => {
    const { store } = await closedWithSales();
    const numbers = await calls.patch(store.id, { numbers_unique: false });
    expect(numbers.status).toBe(409);
    expect(errorOf(numbers)).toBe(
      "The store is closed. Its number rules cannot change: families ordered under them.",
    );
    const coach = await calls.patch(store.id, {
      coach_name: "Dana Coach",
      coach_email: "Dana@Example.com",
      message: "Pickup Friday at practice",
    });
    expect(coach.status).toBe(200);
    expect(data(coach)).toMatchObject({
      coach_name: "Dana Coach",
      coach_email: "dana@example.com",
      message: "Pickup Friday at practice",
    });
    const update = (await auditFor(server.database.db, store.id)).find(
      (a) => a.action === "team_store.update",
    );
    expect(update?.summary).toBe(
      "Changed coach name, coach email, message of the team store Clanton Eagles 12U. Earlier coach links no longer work.",
    );
    expect(update?.before).toMatchObject({ coach_name: "Casey Coach" });
  });

  it("dates move by settings only before opening; after, through extend and close", async () => {
    const { store } = await calls.draft();
    const later = new Date(NOW.getTime() + 20 * DAY).toISOString();
    expect((await calls.patch(store.id, { closes_at: later })).status).toBe(200);
    const wrong = await calls.patch(store.id, { opens_at: new Date(NOW.getTime() + 30 * DAY).toISOString() });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong)).toContain("The store must close after it opens");
    await calls.move(store.id, "open");
    const moved = await calls.patch(store.id, {
      closes_at: new Date(NOW.getTime() + 21 * DAY).toISOString(),
    });
    expect(moved.status).toBe(409);
    expect(errorOf(moved)).toBe(
      "The store is open. Its dates change only through extend, close early or reopen.",
    );
    // Sending the stored values again is no change, so a form may send every field.
    expect((await calls.patch(store.id, { closes_at: later, team_name: store.team_name })).status).toBe(200);
  });

  it("a new link must be free among live stores, and stays once the store opened", async () => {
    const one = await calls.draft();
    const two = await calls.draft();
    const taken = await calls.patch(two.store.id, { slug: one.store.slug });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toContain(`"${one.store.slug}" is already used by another store`);
    const slug = freshSlug("renamed");
    expect(data(await calls.patch(two.store.id, { slug })).slug).toBe(slug);
    await calls.patch(two.store.id, { closes_at: new Date(NOW.getTime() + 20 * DAY).toISOString() });
    await calls.move(two.store.id, "open");
    const shared = await calls.patch(two.store.id, { slug: freshSlug("late") });
    expect(shared.status).toBe(409);
    expect(errorOf(shared)).toBe(
      "The store is open. Its link went to the coach when it opened, so it cannot change.",
    );
  });

  it("replaces the roster and refuses a bad address by naming the field", async () => {
    const { store } = await calls.draft();
    const res = await send(
      server,
      "PUT",
      `/api/team-stores/${store.id}/players`,
      { players: [{ name: "Ava Smith", number: "12", email: "ava@example.com" }, { name: "Ben Jones" }] },
      admin,
    );
    expect(data(res).players).toMatchObject([
      { name: "Ava Smith", number: "12", email: "ava@example.com" },
      { name: "Ben Jones", number: null, email: null },
    ]);
    const bad = await send(
      server,
      "PUT",
      `/api/team-stores/${store.id}/players`,
      { players: [{ name: "Cal", email: "not-an-address" }] },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toContain("Enter a valid email address");
    const missing = await send(
      server,
      "GET",
      "/api/team-stores/6b0c3f4e-0000-4000-8000-000000000000",
      undefined,
      admin,
    );
    expect(missing.status).toBe(404);
  });

  it("a new coach of an open store gets the links, and the earlier coach's link stops working", async () => {
    const { store } = await calls.draft({ closes_at: new Date(NOW.getTime() + 20 * DAY).toISOString() });
    await calls.move(store.id, "open");
    const [first] = await emails(server.database.db, "team_store.opened").then((all) =>
      all.filter((e) => e.to === "casey@example.com" && e.text.includes(store.slug)),
    );
    const oldToken = /\/coach\/(\S+)/.exec(first?.text ?? "")?.[1] ?? "";
    expect(await storeIdForCoachToken(server.database.db, oldToken)).toBe(store.id);
    const res = await calls.patch(store.id, { coach_name: "Dana Coach", coach_email: "dana@example.com" });
    expect(res.status).toBe(200);
    const sent = (await emails(server.database.db, "team_store.opened")).filter(
      (e) => e.to === "dana@example.com",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("Hello Dana Coach,");
    const newToken = /\/coach\/(\S+)/.exec(sent[0]?.text ?? "")?.[1] ?? "";
    expect(await storeIdForCoachToken(server.database.db, newToken)).toBe(store.id);
    await expect(storeIdForCoachToken(server.database.db, oldToken)).rejects.toThrow(
      "This coach link is not valid.",
    );
    const update = (await auditFor(server.database.db, store.id)).find(
      (a) => a.action === "team_store.update",
    );
    expect(update?.summary).toContain(
      "Earlier coach links no longer work; dana@example.com was e-mailed a new one.",
    );
  });
});
