import { orders } from "@store/db";
import { insertProduct, insertTeamStore, insertTeamStoreOrder } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountHeaders, newestAccountEmail } from "./account-helpers";
import { send, startTestServer, type TestServer } from "./helpers";
import { request as quoteRequest } from "./quote-fixtures";

// What an account holds: what its proven address placed, attached on the first sign-in, and
// nothing of anyone else's, whichever way it is asked for.

type Answer = { status: number; body: unknown };
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the assertions check their shape.
const data = (res: Answer) => (res.body as { data: any }).data;

describe(`customer accounts: records (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let hoodie: { id: string; name: string; price: number };
  let n = 0;
  const address = () => `family${++n}-${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    hoodie = await insertProduct(server.database.db, {
      name: "Rally Hoodie",
      price: 40,
      category: "hoodies",
    });
  });
  afterAll(() => server?.stop());

  const guestOrder = (email: string, size = "Youth M", headers: Record<string, string> = {}) =>
    send(
      server,
      "POST",
      "/api/checkout",
      {
        customer: { name: "Dana Lee", email, phone: "(205) 555-0142" },
        fulfilment: { method: "pickup" },
        lines: [{ product_id: hoodie.id, size, quantity: 2 }],
      },
      headers,
    );

  it("attaches on the first sign-in what the proven address placed as a guest, and nothing of other addresses", async () => {
    const email = address();
    const placed = data(await guestOrder(email.toUpperCase()));
    const quote = data(await send(server, "POST", "/api/quotes", quoteRequest({ email })));
    const someoneElse = data(await guestOrder(address()));
    const { store, items } = await insertTeamStore(
      server.database.db,
      { teamName: "Clanton Eagles 12U", slug: `eagles-${crypto.randomUUID().slice(0, 6)}` },
      { items: [{ productId: hoodie.id, price: 45 }] },
    );
    const item = items[0];
    if (!item) throw new Error("no item");
    await insertTeamStoreOrder(server.database.db, {
      store,
      player: "Sam Lee",
      customer: { name: "Dana Lee", email },
      lines: [{ item, productName: hoodie.name, size: "Youth L" }],
    });

    const account = await accountHeaders(server, email);
    const mine = data(await send(server, "GET", "/api/account/orders", undefined, account)) as {
      id: string;
      team_store: unknown;
      change_until: string | null;
    }[];
    expect(mine.map((o) => o.id)).toContain(placed.order.id);
    expect(mine.map((o) => o.id)).not.toContain(someoneElse.order.id);
    const team = mine.filter((o) => o.team_store !== null);
    expect(team).toHaveLength(1);
    // Open store: the family may change it until the close, through a fresh private link.
    expect(team[0]?.change_until).toBe(store.closesAt.toISOString());
    expect(mine.find((o) => o.id === placed.order.id)?.change_until).toBeNull();
    const page = data(
      await send(server, "POST", `/api/account/orders/${team[0]?.id}/page`, undefined, account),
    );
    const token = (page.path as string).split("/order/")[1];
    expect(page.path).toMatch(new RegExp(`^/team/${store.slug}/order/`));
    expect((await send(server, "GET", `/api/team-orders/${token}`)).status).toBe(200);
    const requests = data(await send(server, "GET", "/api/account/requests", undefined, account)) as {
      id: string;
    }[];
    expect(requests.map((r) => r.id)).toEqual([quote.id]);
    const detail = data(
      await send(server, "GET", `/api/account/orders/${placed.order.id}`, undefined, account),
    );
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(["pending"]);
  });

  it("makes what is placed while signed in the account's, without attaching the other address typed", async () => {
    const email = address();
    const typed = address();
    const older = data(await guestOrder(typed));
    const account = await accountHeaders(server, email);
    const placed = data(await guestOrder(typed, "Youth M", account));
    const quote = data(await send(server, "POST", "/api/quotes", quoteRequest({ email: typed }), account));
    const ids = (
      data(await send(server, "GET", "/api/account/orders", undefined, account)) as { id: string }[]
    ).map((o) => o.id);
    expect(ids).toEqual([placed.order.id]);
    expect(ids).not.toContain(older.order.id);
    const requests = data(await send(server, "GET", "/api/account/requests", undefined, account)) as {
      id: string;
    }[];
    expect(requests.map((r) => r.id)).toEqual([quote.id]);
  });

  it("refuses another customer's order, request, player and address by id, on REST and tRPC, as if it did not exist", async () => {
    const a = await accountHeaders(server);
    const bEmail = address();
    const bOrder = data(await guestOrder(bEmail));
    const bQuote = data(await send(server, "POST", "/api/quotes", quoteRequest({ email: bEmail })));
    const b = await accountHeaders(server, bEmail);
    const bPlayer = data(
      await send(
        server,
        "POST",
        "/api/account/players",
        { players: [{ name: "Sam Lee", number: "12", season: "2026", sizes: { hoodies: "Youth M" } }] },
        b,
      ),
    )[0];
    const bAddress = data(
      await send(
        server,
        "POST",
        "/api/account/addresses",
        { label: "Home", line1: "12 Main St", city: "Clanton", state: "al", zip: "35045" },
        b,
      ),
    );
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/account/orders/${bOrder.order.id}`],
      ["POST", `/api/account/orders/${bOrder.order.id}/reorder`, {}],
      ["GET", `/api/account/requests/quote/${bQuote.id}`],
      ["POST", `/api/account/requests/quote/${bQuote.id}/answer`, { decision: "approve" }],
      ["PUT", `/api/account/players/${bPlayer.id}`, { name: "Mine Now", season: "2026", sizes: {} }],
      ["DELETE", `/api/account/players/${bPlayer.id}`],
      ["DELETE", `/api/account/addresses/${bAddress.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await send(server, method, path, body, a);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const trpc = await fetch(
      `${server.url}/trpc/account.order?input=${encodeURIComponent(JSON.stringify({ id: bOrder.order.id }))}`,
      { headers: a },
    );
    expect(trpc.status).toBe(404);
    const trpcDelete = await fetch(`${server.url}/trpc/account.deletePlayer`, {
      method: "POST",
      headers: { ...a, "content-type": "application/json" },
      body: JSON.stringify({ id: bPlayer.id }),
    });
    expect(trpcDelete.status).toBe(404);
    // Still there for their owner.
    expect(data(await send(server, "GET", "/api/account/players", undefined, b))).toHaveLength(1);
    expect(data(await send(server, "GET", "/api/account/addresses", undefined, b))).toHaveLength(1);
  });

  it("reorders with a saved player's newer size, and names what can no longer be bought", async () => {
    const email = address();
    const order = data(await guestOrder(email, "Youth M"));
    const account = await accountHeaders(server, email);
    const [player] = data(
      await send(
        server,
        "POST",
        "/api/account/players",
        { players: [{ name: "Sam Lee", season: "2027", sizes: { hoodies: "Youth L" } }] },
        account,
      ),
    );
    const resized = data(
      await send(
        server,
        "POST",
        `/api/account/orders/${order.order.id}/reorder`,
        { player_id: player.id },
        account,
      ),
    );
    expect(resized.lines).toEqual([
      expect.objectContaining({
        product_id: hoodie.id,
        size: "Youth L",
        quantity: 2,
        unit_price: 40,
        resized_from: "Youth M",
      }),
    ]);
    const same = data(
      await send(server, "POST", `/api/account/orders/${order.order.id}/reorder`, {}, account),
    );
    expect(same.lines[0]).toMatchObject({ size: "Youth M", resized_from: null });
  });

  it("exports and deletes only with a fresh e-mailed link; the orders stay without contact details", async () => {
    const email = address();
    const order = data(await guestOrder(email));
    const account = await accountHeaders(server, email);
    await send(
      server,
      "POST",
      "/api/account/players",
      { players: [{ name: "Sam Lee", season: "2026", sizes: {} }] },
      account,
    );

    expect(
      (await send(server, "POST", "/api/account/privacy-email", { action: "export" }, account)).status,
    ).toBe(200);
    const exportLink = await newestAccountEmail(server, email, "account.export");
    // A link for downloading deletes nothing.
    expect(
      (await send(server, "POST", "/api/account/delete", { token: exportLink.token }, account)).status,
    ).toBe(410);
    expect(
      (await send(server, "POST", "/api/account/privacy-email", { action: "export" }, account)).status,
    ).toBe(200);
    const exported = await send(
      server,
      "POST",
      "/api/account/export",
      {
        token: (await newestAccountEmail(server, email, "account.export")).token,
      },
      account,
    );
    expect(exported.status).toBe(200);
    expect(data(exported).orders.map((o: { id: string }) => o.id)).toEqual([order.order.id]);
    expect(data(exported).players).toHaveLength(1);

    // Another customer cannot use this address's link.
    expect(
      (await send(server, "POST", "/api/account/privacy-email", { action: "delete" }, account)).status,
    ).toBe(200);
    const deleteLink = await newestAccountEmail(server, email, "account.delete");
    const stranger = await accountHeaders(server);
    expect(
      (await send(server, "POST", "/api/account/delete", { token: deleteLink.token }, stranger)).status,
    ).toBe(403);
    expect(
      (await send(server, "POST", "/api/account/privacy-email", { action: "delete" }, account)).status,
    ).toBe(200);
    const gone = await send(
      server,
      "POST",
      "/api/account/delete",
      {
        token: (await newestAccountEmail(server, email, "account.delete")).token,
      },
      account,
    );
    expect(gone.status).toBe(200);
    expect((await send(server, "GET", "/api/account", undefined, account)).status).toBe(401);

    const [kept] = await server.database.db.select().from(orders).where(eq(orders.id, order.order.id));
    expect(kept).toMatchObject({
      customerName: null,
      customerEmail: null,
      customerPhone: null,
      total: order.order.total,
    });
    expect(
      (await send(server, "GET", order.tracking_path.replace("/orders/", "/api/order-tracking/"))).status,
    ).toBe(404);
    // The address may sign in again: a new, empty account.
    const again = await accountHeaders(server, email);
    expect(data(await send(server, "GET", "/api/account/orders", undefined, again))).toEqual([]);
  });
});
