import { teamStoreItems, teamStores } from "@store/db";
import { insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHeaders } from "./account-helpers";
import { send, startTestServer, type TestServer } from "./helpers";
import { DAY, jerseyStore, orderBody, placed, placeTeamOrder } from "./team-family-fixtures";

// Accounts and team stores: a team order is reordered only into its own store while it is open,
// with its names, numbers and team prices (never into the shop's cart at catalogue prices), and
// its player can be saved to the account.

type Answer = { status: number; body: unknown };
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
const data = (res: Answer) => (res.body as { data: any }).data;
const errorOf = (res: Answer) => (res.body as { error: string }).error;

describe(`customer accounts and team stores (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let n = 0;
  const address = () => `team-family${++n}-${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server?.stop());

  /** A signed-in family's order in a fresh open store: a jersey (LEE #12) and shorts (#12). */
  async function signedInTeamOrder(values: Parameters<typeof jerseyStore>[1] = {}) {
    const s = await jerseyStore(server.database.db, values);
    const email = address();
    const account = await accountHeaders(server, email);
    const body = orderBody(s, "Sam Lee", "12", [
      { item_id: s.shorts.id, size: "Youth L", quantity: 1, name: null, number: "12" },
    ]);
    const res = await placeTeamOrder(
      server,
      s.store.slug,
      {
        ...body,
        customer: { ...(body.customer as object), email },
        ...(values.accessCode ? { access_code: values.accessCode } : {}),
      },
      account,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { s, account, order: placed(res).order };
  }

  const reorder = (id: string, account: Record<string, string>, body: unknown = {}) =>
    send(server, "POST", `/api/account/orders/${id}/reorder`, body, account);

  it("lists the team order in the account and reorders it into the same open store, with names, numbers and team prices", async () => {
    const { s, account, order } = await signedInTeamOrder({ accessCode: "GOEAGLES" });
    const listed = data(await send(server, "GET", "/api/account/orders", undefined, account));
    expect(listed).toEqual([
      expect.objectContaining({
        id: order.id,
        player_name: "Sam Lee",
        team_store: expect.objectContaining({ slug: s.store.slug, team_name: "Test Eagles" }),
      }),
    ]);

    // The store tells the page which saved size fits each item: the jersey's is the player's apparel size.
    const read = data(
      await send(server, "POST", `/api/team-stores/by-slug/${s.store.slug}/access`, {
        access_code: "GOEAGLES",
      }),
    );
    expect(read.items.map((i: { size_kind: string | null }) => i.size_kind)).toEqual([
      "apparel",
      "apparel",
      null,
    ]);

    const res = await reorder(order.id, account);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = data(res);
    // Nothing for the shop's cart: a blank jersey at the catalogue's $30 is what this replaced.
    expect(answer.lines).toEqual([]);
    expect(answer.team.store).toEqual({
      slug: s.store.slug,
      team_name: "Test Eagles",
      access_code: "GOEAGLES",
    });
    expect(answer.team.unavailable).toEqual([]);
    expect(answer.team.lines).toEqual([
      {
        item_id: s.jersey.id,
        product_name: "Game Jersey",
        size: "Youth M",
        quantity: 1,
        name: "LEE",
        number: "12",
        unit_price: 40,
        resized_from: null,
      },
      expect.objectContaining({ item_id: s.shorts.id, size: "Youth L", name: null, number: "12" }),
    ]);
  });

  it("sizes the reorder for a saved player, and names a line the store no longer sells", async () => {
    const { s, account, order } = await signedInTeamOrder();
    const [player] = data(
      await send(
        server,
        "POST",
        "/api/account/players",
        { players: [{ name: "Sam Lee", season: "2027", sizes: { apparel: "Adult M" } }] },
        account,
      ),
    );
    await server.database.db.delete(teamStoreItems).where(eq(teamStoreItems.id, s.shorts.id));
    const answer = data(await reorder(order.id, account, { player_id: player.id }));
    expect(answer.team.lines).toEqual([
      expect.objectContaining({ item_id: s.jersey.id, size: "Adult M", resized_from: "Youth M" }),
    ]);
    expect(answer.team.unavailable).toEqual(["Game Shorts is no longer sold in this store."]);
  });

  it("refuses a team reorder once its store closed, saying when and whom to ask; a store closed early names no date", async () => {
    const { s, account, order } = await signedInTeamOrder();
    const db = server.database.db;
    const closedAt = new Date(Date.now() - DAY);
    await db
      .update(teamStores)
      .set({ opensAt: new Date(Date.now() - 10 * DAY), closesAt: closedAt })
      .where(eq(teamStores.id, s.store.id));
    const res = await reorder(order.id, account);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toMatch(
      /^The Test Eagles team store closed on \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) CT\. Its names, numbers and team prices can only be ordered there: ask your coach whether a new store is planned, or call the store for a late order\.$/,
    );

    await db
      .update(teamStores)
      .set({ status: "closed", closesAt: new Date(Date.now() + DAY) })
      .where(eq(teamStores.id, s.store.id));
    const early = await reorder(order.id, account);
    expect(early.status).toBe(409);
    expect(errorOf(early)).toMatch(/^The Test Eagles team store is closed\. Its names/);
  });

  it("refuses another customer's team order like one that does not exist", async () => {
    const { order } = await signedInTeamOrder();
    const stranger = await accountHeaders(server, address());
    expect((await reorder(order.id, stranger)).status).toBe(404);
    expect(
      (await send(server, "POST", `/api/account/orders/${order.id}/save-player`, undefined, stranger)).status,
    ).toBe(404);
  });

  it("saves a team order's player: name, printed number, each item's size for its kind; twice keeps one", async () => {
    const { account, order } = await signedInTeamOrder();
    const save = () =>
      send(server, "POST", `/api/account/orders/${order.id}/save-player`, undefined, account);
    const res = await save();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data(res)).toMatchObject({
      name: "Sam Lee",
      number: "12",
      sizes: { apparel: "Youth M" },
      season: String(new Date().getFullYear()),
    });
    expect((await save()).status).toBe(200);
    const players = data(await send(server, "GET", "/api/account/players", undefined, account));
    expect(players).toEqual([expect.objectContaining({ name: "Sam Lee", number: "12" })]);
  });

  it("refuses to save a player from a shop order, which names none", async () => {
    const email = address();
    const account = await accountHeaders(server, email);
    const cap = await insertProduct(server.database.db, {
      name: "Shop Cap",
      price: 12,
      category: "accessories",
    });
    const shop = data(
      await send(
        server,
        "POST",
        "/api/checkout",
        {
          customer: { name: "Dana Lee", email, phone: "(205) 555-0142" },
          fulfilment: { method: "pickup" },
          lines: [{ product_id: cap.id, size: null, quantity: 1 }],
        },
        account,
      ),
    );
    const res = await send(
      server,
      "POST",
      `/api/account/orders/${shop.order.id}/save-player`,
      undefined,
      account,
    );
    expect(res.status).toBe(409);
    expect(errorOf(res)).toBe("Only a team store order names a player to save.");
    // And a shop order reorders into the shop's cart as before, with no team part.
    expect(data(await reorder(shop.order.id, account))).toMatchObject({ team: null, unavailable: [] });
  });
});
