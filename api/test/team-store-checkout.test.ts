import { orderEvents, outboxEmails } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import {
  DAY,
  family,
  type JerseyStore,
  jerseyStore,
  messageOf,
  orderBody,
  placed,
  placeTeamOrder,
} from "./team-family-fixtures";

describe(`team store: reading and ordering (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let s: JerseyStore;

  beforeAll(async () => {
    server = await startTestServer({
      mail: { storeEmail: "shop@example.com", publicUrl: "https://shop.test" },
    });
    s = await jerseyStore(server.database.db, { message: "Pickup at the field house." });
  });
  afterAll(() => server?.stop());

  it("shows families the store: items, rules, close time in words, payment words, roster names only", async () => {
    const res = await send(server, "GET", `/api/team-stores/by-slug/${s.store.slug}`);
    expect(res.status).toBe(200);
    const store = (res.body as { data: Record<string, unknown> }).data;
    expect(store).toMatchObject({
      locked: false,
      team_name: "Test Eagles",
      message: "Pickup at the field house.",
      phase: "open",
      can_order: true,
      payment_words: "Pay at pickup: cash, check or card in store",
      players: ["Alex Ortiz", "Sam Lee"],
      number_rules: { min: 0, max: 99, unique: true, allow_unknown: true },
    });
    expect(store.closes_in_words).toMatch(/^closes \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) CT$/);
    expect(store.closes_at).toBe(s.store.closesAt.toISOString());
    expect(JSON.stringify(store)).not.toContain("@example.com");
    const items = store.items as Record<string, unknown>[];
    expect(items[0]).toMatchObject({
      product_name: "Game Jersey",
      price: 35,
      personalisation_fee: 5,
      sizes: ["Youth M", "Youth L", "Adult M"],
      size_guide_path: "/sizing-info/baseball",
      product_category: "apparel",
      personalisation: "both",
      required: true,
      in_bundle: true,
    });
    expect(items[2]).toMatchObject({ product_name: "Team Cap", sizes: [], size_guide_path: null });
  });

  it("gives a store whose sport has no sizing page each item's garment instead (its name and category)", async () => {
    const soccer = await jerseyStore(server.database.db, { sport: "Soccer" });
    const res = await send(server, "GET", `/api/team-stores/by-slug/${soccer.store.slug}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = (res.body as { data: { items: Record<string, unknown>[] } }).data.items;
    // No /sizing-info/soccer page: the card opens the garment's chart (the jersey's) from these.
    expect(items[0]).toMatchObject({
      product_name: "Game Jersey",
      product_category: "apparel",
      size_guide_path: null,
    });
  });

  it("hides a draft from the public, shows it to staff as a preview, and refuses its orders", async () => {
    const draft = await insertTeamStore(server.database.db, { status: "draft" });
    const publicRead = await send(server, "GET", `/api/team-stores/by-slug/${draft.store.slug}`);
    expect(publicRead.status).toBe(404);
    const admin = await signedInHeaders(server, "admin");
    const preview = await send(
      server,
      "GET",
      `/api/team-stores/by-slug/${draft.store.slug}`,
      undefined,
      admin,
    );
    expect(preview.status).toBe(200);
    expect((preview.body as { data: { phase: string; can_order: boolean } }).data).toMatchObject({
      phase: "preview",
      can_order: false,
    });
  });

  it("says when a scheduled store opens, and refuses its orders until then", async () => {
    const soon = await jerseyStore(server.database.db, {
      status: "scheduled",
      opensAt: new Date(Date.now() + 2 * DAY),
      closesAt: new Date(Date.now() + 9 * DAY),
    });
    const read = await send(server, "GET", `/api/team-stores/by-slug/${soon.store.slug}`);
    expect((read.body as { data: { opens_in_words: string } }).data.opens_in_words).toMatch(/^opens \w{3} /);
    const order = await placeTeamOrder(server, soon.store.slug, orderBody(soon, "Sam Lee", "12"));
    expect(order.status).toBe(409);
    expect(messageOf(order)).toMatch(/^This store opens \w{3} \w{3} \d/);
  });

  it("places an order priced by the store: fee when printed, name upper-cased, team's share per unit", async () => {
    const res = await placeTeamOrder(
      server,
      s.store.slug,
      orderBody(s, "sam  lee", "12", [
        { item_id: s.shorts.id, size: "youth l", quantity: 2, number: null },
        { item_id: s.cap.id, size: null, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const { order, order_path, order_url } = placed(res);
    expect(order).toMatchObject({ player_name: "Sam Lee", team_batch: 1, fulfilment: "pickup" });
    const jersey = order.items.find((i) => i.product_name === "Game Jersey");
    expect(jersey).toMatchObject({
      unit_price: 40,
      personalisation_fee: 5,
      fundraising: 3,
      print_name: "LEE",
    });
    expect(jersey?.print_number).toBe("12");
    const shorts = order.items.find((i) => i.product_name === "Game Shorts");
    expect(shorts).toMatchObject({ size: "Youth L", quantity: 2, unit_price: 22, personalisation_fee: 0 });
    expect(order.total).toBe(40 + 44 + 18);
    expect(order_path).toMatch(new RegExp(`^/team/${s.store.slug}/order/[A-Za-z0-9_-]{40,}$`));
    expect(order_url).toContain(order_path);

    const db = server.database.db;
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.orderId, order.id));
    expect(mails.map((m) => m.to).sort()).toEqual(["dana.parent@example.com", "shop@example.com"]);
    const mail = mails.find((m) => m.to === "dana.parent@example.com");
    expect(mail?.text).toContain("1 × Game Jersey, size Youth M, printed LEE #12: $40.00");
    expect(mail?.text).toContain("Total: $102.00");
    expect(mail?.text).toContain("Pay at pickup: cash, check or card in store");
    expect(mail?.text).toContain(`https://shop.test${order_path}`);
    expect(mail?.text).toMatch(/until the store closes \w{3} \w{3} \d/);
    // The store hears of it as of a shop order: who, for whom, what prints, and the order in the portal.
    const store = mails.find((m) => m.to === "shop@example.com");
    expect(store?.subject).toBe(
      `New ${s.store.teamName} team order #${order.number} from Dana Parent ($102.00)`,
    );
    expect(store?.replyTo).toBe("dana.parent@example.com");
    expect(store?.text).toContain("Dana Parent, for Sam Lee");
    expect(store?.text).toContain("printed LEE #12");
    expect(store?.text).toContain(`https://shop.test/admin/orders/${order.number}`);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(["placed"]);
  });

  it("refuses an item of another store, a size the store does not allow, and any price sent", async () => {
    const other = await jerseyStore(server.database.db);
    const foreign = await placeTeamOrder(server, s.store.slug, orderBody(other, "Ann Foo", "3"));
    expect(foreign.status).toBe(400);
    expect(messageOf(foreign)).toContain("not sold in this team store");

    const body = orderBody(s, "Ann Foo", "3") as { lines: Record<string, unknown>[] };
    const wrongSize = await placeTeamOrder(server, s.store.slug, {
      ...body,
      lines: [{ ...body.lines[0], size: "Adult XL" }],
    });
    expect(wrongSize.status).toBe(400);
    expect(messageOf(wrongSize)).toContain('"Adult XL" is not one of them');

    const priced = await placeTeamOrder(server, s.store.slug, {
      ...body,
      lines: [{ ...body.lines[0], unit_price: 0.01 }],
    });
    expect(priced.status).toBe(400);
    expect(messageOf(priced)).toContain("Prices are set by the store: leave out unit_price.");
    const total = await placeTeamOrder(server, s.store.slug, { ...body, total: 1 });
    expect(total.status).toBe(400);
    expect(messageOf(total)).toContain("leave out total");
  });

  it("refuses a player's first order without the required items; a later order need not repeat them", async () => {
    const capOnly = {
      customer: family,
      player_name: "Alex Ortiz",
      lines: [{ item_id: s.cap.id, quantity: 1 }],
    };
    const first = await placeTeamOrder(server, s.store.slug, capOnly);
    expect(first.status).toBe(400);
    expect(messageOf(first)).toContain('A player\'s first order must include "Game Jersey"');
    expect((await placeTeamOrder(server, s.store.slug, orderBody(s, "Alex Ortiz", "7"))).status).toBe(201);
    expect((await placeTeamOrder(server, s.store.slug, capOnly)).status).toBe(201);
  });

  it("refuses orders after close by the server's clock, yet a repeat with the same key answers the order", async () => {
    const closing = await jerseyStore(server.database.db);
    const key = { "Idempotency-Key": "family-order-0001" };
    const body = orderBody(closing, "Sam Lee", "12");
    const first = await placeTeamOrder(server, closing.store.slug, body, key);
    expect(first.status).toBe(201);

    server.setClock(new Date(closing.store.closesAt.getTime() + 1000));
    try {
      const late = await placeTeamOrder(server, closing.store.slug, orderBody(closing, "Alex Ortiz", "8"));
      expect(late.status).toBe(409);
      expect(messageOf(late)).toMatch(/^This store closed \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) CT/);
      const repeat = await placeTeamOrder(server, closing.store.slug, body, key);
      expect(repeat.status).toBe(201);
      expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
      expect(placed(repeat).order.id).toBe(placed(first).order.id);
    } finally {
      server.setClock(new Date());
    }
  });

  it("takes an order one second before close and refuses one at the closing moment", async () => {
    const edge = await jerseyStore(server.database.db);
    try {
      server.setClock(new Date(edge.store.closesAt.getTime() - 1000));
      expect((await placeTeamOrder(server, edge.store.slug, orderBody(edge, "Sam Lee", "12"))).status).toBe(
        201,
      );
      server.setClock(edge.store.closesAt);
      expect((await placeTeamOrder(server, edge.store.slug, orderBody(edge, "Alex Ortiz", "4"))).status).toBe(
        409,
      );
    } finally {
      server.setClock(new Date());
    }
  });

  it("closes by the clock across the spring daylight-saving change, in Central time words", async () => {
    // 2:00 AM CST on Sun Mar 14, 2027 becomes 3:00 AM CDT: 08:00 UTC is 3:00 AM, not 2:00 AM.
    const opensAt = new Date("2027-03-10T14:00:00Z");
    const closesAt = new Date("2027-03-14T08:00:00Z");
    const dst = await jerseyStore(server.database.db, { opensAt, closesAt });
    try {
      server.setClock(new Date("2027-03-14T07:59:59Z"));
      const read = await send(server, "GET", `/api/team-stores/by-slug/${dst.store.slug}`);
      expect((read.body as { data: { closes_in_words: string } }).data.closes_in_words).toBe(
        "closes Sun Mar 14, 3:00 AM CT",
      );
      expect((await placeTeamOrder(server, dst.store.slug, orderBody(dst, "Sam Lee", "12"))).status).toBe(
        201,
      );
      server.setClock(closesAt);
      const late = await placeTeamOrder(server, dst.store.slug, orderBody(dst, "Alex Ortiz", "5"));
      expect(late.status).toBe(409);
      expect(messageOf(late)).toContain("This store closed Sun Mar 14, 3:00 AM CT");
    } finally {
      server.setClock(new Date());
    }
  });
});
