import { teamStores } from "@store/db";
import { insertProduct, insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  approvedQuote,
  auditFor,
  data,
  errorOf,
  freshSlug,
  insertStoreOrder,
  item,
  jersey,
  mail,
  storeBody,
  storeCalls,
} from "./team-store-fixtures";

// Staff make stores: from scratch, as a copy of an earlier one, from an approved quote; and the
// rules a store's settings and items keep, each refusal saying what to fix.

describe(`team stores: making them (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof storeCalls>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    calls = storeCalls(server, admin);
  });
  afterAll(() => server?.stop());

  it("creates a draft with its items and roster, answers the store, and audits it", async () => {
    const product = await jersey(server.database.db);
    const body = {
      ...storeBody(new Date()),
      items: [item(product.id, { sizes: ["Youth L", "Youth M"], in_bundle: true, required: true })],
      players: [{ name: "Ava Smith", number: "12", email: "Ava.Parent@Example.com" }],
    };
    const res = await calls.create(body);
    expect(res.status).toBe(201);
    const store = data(res);
    expect(store).toMatchObject({
      slug: body.slug,
      status: "draft",
      distribution: "team_pickup",
      payment_mode: "pay_at_pickup",
      number_min: 0,
      number_max: 99,
      numbers_unique: true,
      quote_id: null,
    });
    // Sizes come back in the product's order; the catalogue price travels with the item.
    expect(store.items).toMatchObject([
      {
        product_id: product.id,
        price: 35,
        fundraising: 5,
        sizes: ["Youth M", "Youth L"],
        catalogue_price: 30,
      },
    ]);
    expect(store.players).toMatchObject([
      { name: "Ava Smith", number: "12", email: "ava.parent@example.com" },
    ]);
    const audit = await auditFor(server.database.db, store.id);
    expect(audit.map((a) => a.action)).toEqual(["team_store.create"]);
    expect(audit[0]?.summary).toContain(`/team/${body.slug}`);
  });

  it("is staff-only", async () => {
    const customer = await signedInHeaders(server, "customer");
    const body = storeBody(new Date());
    expect((await send(server, "POST", "/api/team-stores", body)).status).toBe(401);
    expect((await send(server, "POST", "/api/team-stores", body, customer)).status).toBe(403);
    expect((await send(server, "GET", "/api/team-stores", undefined, customer)).status).toBe(403);
  });

  it("refuses a link another draft, scheduled or open store uses, naming it; a closed store's link is free", async () => {
    const { store } = await calls.draft();
    const again = await calls.create(storeBody(new Date(), { slug: store.slug }));
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe(
      `The store link "${store.slug}" is already used by another store that is not closed (Clanton Eagles 12U). Choose another link.`,
    );
    const old = await insertTeamStore(server.database.db, { slug: freshSlug("old"), status: "closed" });
    expect((await calls.create(storeBody(new Date(), { slug: old.store.slug }))).status).toBe(201);
  });

  it("two requests racing for one link: one store, one 409 (the database's index decides)", async () => {
    const slug = freshSlug("race");
    const answers = await Promise.all([1, 2, 3].map(() => calls.create(storeBody(new Date(), { slug }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const rows = await server.database.db.select().from(teamStores).where(eq(teamStores.slug, slug));
    expect(rows).toHaveLength(1);
  });

  it("refuses a price below the catalogue's, fundraising above the price, a size the product lacks", async () => {
    const product = await jersey(server.database.db, { name: "Dri-Fit Jersey Navy", price: 30 });
    const cheap = await calls.create({
      ...storeBody(new Date()),
      items: [item(product.id, { price: 29.99 })],
    });
    expect(cheap.status).toBe(400);
    expect(errorOf(cheap)).toBe(
      "The store price of Dri-Fit Jersey Navy ($29.99) is below its catalogue price of $30.00.",
    );
    const greedy = await calls.create({
      ...storeBody(new Date()),
      items: [item(product.id, { price: 35, fundraising: 35.01 })],
    });
    expect(greedy.status).toBe(400);
    expect(errorOf(greedy)).toBe(
      "Fundraising for Dri-Fit Jersey Navy ($35.01) cannot be more than its price ($35.00).",
    );
    const size = await calls.create({
      ...storeBody(new Date()),
      items: [item(product.id, { sizes: ["Youth M", "Adult 3XL"] })],
    });
    expect(size.status).toBe(400);
    expect(errorOf(size)).toBe(
      "Dri-Fit Jersey Navy has no size Adult 3XL: its sizes are Youth S, Youth M, Youth L, Adult S, Adult M.",
    );
  });

  it("refuses a close before the open, in the store's own time", async () => {
    const res = await calls.create(
      storeBody(new Date(), {
        opens_at: "2027-03-06T20:00:00-06:00",
        closes_at: "2027-03-06T19:00:00-06:00",
      }),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res)).toBe(
      "The store must close after it opens: it opens Sat Mar 6, 8:00 PM CT and would close Sat Mar 6, 7:00 PM CT.",
    );
  });

  it("copies a store: items, prices, rules, coach and roster under a new link and dates; no orders", async () => {
    const { store, product } = await calls.draft({
      access_code: "EAGLES",
      numbers_unique: false,
      number_max: 55,
    });
    await send(
      server,
      "PUT",
      `/api/team-stores/${store.id}/players`,
      { players: [{ name: "Cal Reed" }] },
      admin,
    );
    const [stored] = await server.database.db.select().from(teamStores).where(eq(teamStores.id, store.id));
    const items = (await calls.get(store.id)).items;
    await insertStoreOrder(server.database.db, {
      storeId: store.id,
      player: "Cal Reed",
      email: "reed@example.com",
      lines: [{ item: { ...items[0], productId: product.id } }],
    });
    const slug = freshSlug("copy");
    const res = await send(
      server,
      "POST",
      `/api/team-stores/${store.id}/copy`,
      { slug, opens_at: "2031-03-01T14:00:00Z", closes_at: "2031-03-12T01:00:00Z", team_name: "Eagles 13U" },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = data(res);
    expect(copy).toMatchObject({
      slug,
      team_name: "Eagles 13U",
      status: "draft",
      access_code: "EAGLES",
      numbers_unique: false,
      number_max: 55,
      coach_email: stored?.coachEmail,
      opens_at: "2031-03-01T14:00:00.000Z",
      closes_at: "2031-03-12T01:00:00.000Z",
    });
    expect(copy.items.map((i: { product_id: string; price: number }) => [i.product_id, i.price])).toEqual([
      [product.id, 35],
    ]);
    expect(copy.items[0].id).not.toBe(items[0].id);
    expect(copy.players.map((p: { name: string }) => p.name)).toEqual(["Cal Reed"]);
    const list = data(await send(server, "GET", `/api/team-stores?search=${slug}`, undefined, admin));
    expect((list as unknown as Record<string, unknown>[])[0]).toMatchObject({ orders: 0, pieces: 0 });
    expect((await auditFor(server.database.db, copy.id)).map((a) => a.action)).toEqual(["team_store.copy"]);
  });

  it("makes a store from an approved quote: coach, items the catalogue has, roster, quote linked", async () => {
    const db = server.database.db;
    const shirt = await insertProduct(db, {
      name: "Zz Quote Baseball Jersey",
      price: 40,
      sizes: ["Youth M"],
    });
    const cap = await insertProduct(db, { name: "Zz Trucker Cap Quote", price: 22, category: "accessories" });
    const quote = await approvedQuote(db, { additional: ["Zz Trucker Cap Quote", "Moon Boots"] });
    const res = await send(
      server,
      "POST",
      `/api/quotes/${quote.id}/team-store`,
      { opens_at: "2031-03-01T14:00:00Z", closes_at: "2031-03-12T01:00:00Z" },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const store = data(res);
    expect(store).toMatchObject({
      slug: "clanton-tigers-12u-2031",
      team_name: "Clanton Tigers 12U",
      sport: "baseball",
      coach_name: "Casey Coach",
      coach_email: "casey@example.com",
      quote_id: quote.id,
      quote_number: quote.number,
      status: "draft",
    });
    const byId = new Map(store.items.map((i: { product_id: string }) => [i.product_id, i]));
    expect(byId.get(cap.id)).toMatchObject({ price: 22, personalisation: "none", in_bundle: false });
    // The package's uniform is some jersey of the catalogue: the player pack's personalised item.
    expect(store.items[0]).toMatchObject({ personalisation: "both", required: true, in_bundle: true });
    expect(shirt.id).toBeTruthy();
    expect(store.players).toMatchObject([
      { name: "Ava Smith", number: "12", email: null },
      { name: "Ben Jones", number: "7", email: null },
    ]);
    const [audit] = await auditFor(db, store.id);
    expect(audit?.summary).toContain("No catalogue product for: Moon Boots.");
  });

  it("refuses a quote the coach has not approved", async () => {
    const quote = await approvedQuote(server.database.db, { status: "quoted" as "approved" });
    const res = await send(
      server,
      "POST",
      `/api/quotes/${quote.id}/team-store`,
      { opens_at: "2031-03-01T14:00:00Z", closes_at: "2031-03-12T01:00:00Z", slug: freshSlug() },
      admin,
    );
    expect(res.status).toBe(409);
    expect(errorOf(res)).toBe(
      `Q-${quote.number} is quoted: only a quote the coach approved can become a team store.`,
    );
  });
});
