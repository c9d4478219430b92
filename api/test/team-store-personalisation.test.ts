import { teamStoreNumbers } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startTestServer, type TestServer } from "./helpers";
import {
  family,
  type JerseyStore,
  jerseyStore,
  messageOf,
  orderBody,
  placed,
  placeTeamOrder,
  tokenOf,
} from "./team-family-fixtures";

describe(`team store: names, numbers and access codes (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let s: JerseyStore;

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    s = await jerseyStore(server.database.db, { numberMin: 0, numberMax: 50 });
  });
  afterAll(() => server?.stop());

  const jerseyLine = (name: string | null, number: string | null) => ({
    customer: family,
    player_name: "Pat Kim",
    lines: [{ item_id: s.jersey.id, size: "Youth M", quantity: 1, name, number }],
  });
  const refused = async (body: unknown, field: string) => {
    const res = await placeTeamOrder(server, s.store.slug, body);
    expect(res.status).toBe(400);
    const fields = (res.body as { fields?: Record<string, string> }).fields ?? {};
    expect(Object.keys(fields)).toContain(field);
    return messageOf(res);
  };

  it("refuses names and numbers against the item's rules, naming the field", async () => {
    expect(await refused(jerseyLine(null, "5"), "lines.0.name")).toContain(
      'Type the name to print on "Game Jersey"',
    );
    expect(await refused(jerseyLine("KIM", null), "lines.0.number")).toContain(
      "or ## if you do not know it yet",
    );
    expect(await refused(jerseyLine("Kimberly-Anne", "5"), "lines.0.name")).toContain(
      "Names print up to 10 letters — shorten it.",
    );
    expect(await refused(jerseyLine("K1M", "5"), "lines.0.name")).toContain(
      "only letters, spaces, hyphens (-), apostrophes (') and periods (.)",
    );
    expect(await refused(jerseyLine("KIM", "51"), "lines.0.number")).toContain(
      "Numbers in this store are 0-50",
    );
    expect(await refused(jerseyLine("KIM", "7a"), "lines.0.number")).toContain("digits only");
    expect(await refused(jerseyLine("KIM", "07"), "lines.0.number")).toContain("no leading zero");
    const capWithName = {
      ...jerseyLine("KIM", "5"),
      lines: [...jerseyLine("KIM", "5").lines, { item_id: s.cap.id, quantity: 1, name: "KIM" }],
    };
    expect(await refused(capWithName, "lines.1.name")).toContain('"Team Cap" is not printed with a name');
    const shortsWithName = {
      ...jerseyLine("KIM", "5"),
      lines: [
        ...jerseyLine("KIM", "5").lines,
        { item_id: s.shorts.id, size: "Youth M", quantity: 1, name: "KIM" },
      ],
    };
    expect(await refused(shortsWithName, "lines.1.name")).toContain(
      '"Game Shorts" is not printed with a name',
    );
  });

  it('takes "##" when the store allows it, and refuses it when it does not', async () => {
    const ok = await placeTeamOrder(server, s.store.slug, jerseyLine("O'Neil Jr.", "##"));
    expect(ok.status).toBe(201);
    expect(placed(ok).order.items[0]).toMatchObject({ print_name: "O'NEIL JR.", print_number: "##" });
    const strict = await jerseyStore(server.database.db, { allowUnknownNumber: false });
    const res = await placeTeamOrder(server, strict.store.slug, orderBody(strict, "Sam Lee", "##"));
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain("This store needs the player's number now");
  });

  it("refuses a number another player wears (409 naming the number only); the same player may reuse it", async () => {
    expect((await placeTeamOrder(server, s.store.slug, orderBody(s, "Sam Lee", "12"))).status).toBe(201);
    const taken = await placeTeamOrder(server, s.store.slug, orderBody(s, "Alex Ortiz", "12"));
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toContain("Number 12 is already taken by another player");
    expect(messageOf(taken)).not.toMatch(/Sam|Lee|Dana/);
    // On the line that holds the number, so the family's cart shows it there.
    const fields = (taken.body as { fields?: Record<string, string> }).fields ?? {};
    expect(fields["lines.0.number"]).toContain("Number 12 is already taken by another player");
    const again = await placeTeamOrder(server, s.store.slug, {
      customer: family,
      player_name: "SAM  LEE",
      lines: [{ item_id: s.shorts.id, size: "Youth M", quantity: 1, number: "12" }],
    });
    expect(again.status).toBe(201);
    expect(placed(again).order.player_name).toBe("Sam Lee");
  });

  it("lets exactly one of two checkouts claiming one number at once win", async () => {
    const race = await jerseyStore(server.database.db);
    const [a, b] = await Promise.all([
      placeTeamOrder(server, race.store.slug, orderBody(race, "Ann One", "23")),
      placeTeamOrder(server, race.store.slug, orderBody(race, "Bea Two", "23")),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const claims = await server.database.db
      .select()
      .from(teamStoreNumbers)
      .where(eq(teamStoreNumbers.storeId, race.store.id));
    expect(claims).toHaveLength(1);
  });

  it("releases a number when the order wearing it is cancelled, or when the number changes", async () => {
    const free = await jerseyStore(server.database.db);
    const first = await placeTeamOrder(server, free.store.slug, orderBody(free, "Ann One", "9"));
    const cancel = await send(server, "PATCH", `/api/team-orders/${tokenOf(first)}`, { cancel: true });
    expect(cancel.status).toBe(200);
    const second = await placeTeamOrder(server, free.store.slug, orderBody(free, "Bea Two", "9"));
    expect(second.status).toBe(201);
    const line = placed(second).order.items[0];
    const change = await send(server, "PATCH", `/api/team-orders/${tokenOf(second)}`, {
      lines: [{ id: line?.id, number: "10" }],
    });
    expect(change.status).toBe(200);
    expect((await placeTeamOrder(server, free.store.slug, orderBody(free, "Cy Three", "9"))).status).toBe(
      201,
    );
    expect((await placeTeamOrder(server, free.store.slug, orderBody(free, "Di Four", "10"))).status).toBe(
      409,
    );
  });

  it("withholds a store behind its access code; a wrong code is refused like an unknown store, then rate-limited", async () => {
    const coded = await jerseyStore(server.database.db, { accessCode: "Eagles27" });
    const locked = await send(server, "GET", `/api/team-stores/by-slug/${coded.store.slug}`);
    expect(locked.status).toBe(200);
    expect((locked.body as { data: unknown }).data).toEqual({
      locked: true,
      slug: coded.store.slug,
      message: "This team store needs its access code. Your coach has it.",
    });
    const enter = (code: string, ip = "203.0.113.9") =>
      send(
        server,
        "POST",
        `/api/team-stores/by-slug/${coded.store.slug}/access`,
        { access_code: code },
        {
          "x-forwarded-for": ip,
        },
      );
    const right = await enter(" eagles27 ");
    expect(right.status).toBe(200);
    expect((right.body as { data: { items: unknown[] } }).data.items).toHaveLength(3);

    const unknown = await send(server, "GET", "/api/team-stores/by-slug/no-such-store");
    const wrong = await enter("hawks");
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    const withoutCode = await placeTeamOrder(server, coded.store.slug, orderBody(coded, "Sam Lee", "12"));
    expect(withoutCode.status).toBe(404);
    const withCode = await placeTeamOrder(server, coded.store.slug, {
      ...orderBody(coded, "Sam Lee", "12"),
      access_code: "EAGLES27",
    });
    expect(withCode.status).toBe(201);

    for (let i = 0; i < 9; i += 1) expect((await enter(`guess-${i}`)).status).toBe(404);
    const limited = await enter("eagles27");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect((await enter("eagles27", "198.51.100.4")).status).toBe(200);
  });
});
