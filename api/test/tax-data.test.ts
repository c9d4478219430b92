import { auditEntries, taxClothingCategories, taxHolidays, taxPlaces, taxRates } from "@store/db";
import { insertTaxPlace } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaxDataDto, TaxHolidayDto, TaxPlaceDto } from "../src/domains/tax-data/schemas";
import { PAST_RATE } from "../src/domains/tax-data/tax-data-changes";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

type Headers = Record<string, string>;

// 2026-12-02 at 00:30 Central is still 2026-12-02 in the store, though 06:30 UTC: the store's day rules.
const NOW = new Date("2026-12-02T06:30:00Z");
const TODAY = "2026-12-02";

const countyRate = (effective_from: string) => ({
  level: "county",
  jurisdiction: "Chilton County",
  rate_percent: 1,
  effective_from,
  source: "ADOR rate table, Dec 2026",
  confirmed_by: "Dana Owner",
  confirmed_on: TODAY,
});

describe(`Staff tax data (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Headers;
  let customer: Headers;
  let clantonId: string;
  let stateRateId: string;
  beforeAll(async () => {
    server = await startTestServer();
    server.setClock(NOW);
    admin = await signedInHeaders(server, "admin");
    customer = await signedInHeaders(server, "customer");
    const db = server.database.db;
    const clanton = await insertTaxPlace(db, {
      code: "clanton",
      name: "Clanton",
      isStore: true,
      delivers: false,
      rates: [
        {
          level: "state",
          jurisdiction: "Alabama",
          rate: 4,
          from: "2000-01-01",
          source: "Ala. Code §40-23-2",
        },
        {
          level: "city",
          jurisdiction: "Clanton",
          rate: 3,
          from: "2009-01-01",
          confirmedBy: "Ann",
          confirmedOn: "2026-01-05",
        },
        {
          level: "city",
          jurisdiction: "Clanton",
          rate: 4,
          from: "2027-01-01",
          confirmedBy: "Ann",
          confirmedOn: "2026-11-05",
        },
      ],
    });
    clantonId = clanton.id;
    await insertTaxPlace(db, {
      code: "jemison",
      name: "Jemison",
      rates: [
        {
          level: "state",
          jurisdiction: "Alabama",
          rate: 4,
          from: "2000-01-01",
          confirmedBy: "Seed",
          confirmedOn: "2026-12-01",
        },
      ],
    });
    const rows = await db.select().from(taxRates).where(eq(taxRates.placeId, clantonId));
    stateRateId = rows.find((r) => r.jurisdiction === "Alabama")?.id ?? "";
  });
  afterAll(() => server?.stop());

  const taxData = async () => {
    const res = await send(server, "GET", "/api/tax", undefined, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: TaxDataDto }).data;
  };
  const rateCount = async () => (await server.database.db.select({ n: count() }).from(taxRates))[0]?.n;
  const auditCount = async () => (await server.database.db.select({ n: count() }).from(auditEntries))[0]?.n;

  it("reads every place, the store's first, with today's rates, history, scheduled rates and what needs confirming", async () => {
    const data = await taxData();
    expect(data.today).toBe(TODAY);
    expect(data.places.map((p) => p.code)).toEqual(["clanton", "jemison"]);
    const [clanton, jemison] = data.places as [TaxPlaceDto, TaxPlaceDto];
    expect(clanton.in_effect.map((r) => [r.jurisdiction, r.rate_percent])).toEqual([
      ["Alabama", 4],
      ["Clanton", 3],
    ]);
    expect(clanton.combined_percent).toBe(7);
    expect(clanton.scheduled.map((r) => [r.jurisdiction, r.rate_percent, r.effective_from])).toEqual([
      ["Clanton", 4, "2027-01-01"],
    ]);
    expect(clanton.history.map((h) => [h.jurisdiction, h.rates.map((r) => r.effective_from)])).toEqual([
      ["Alabama", ["2000-01-01"]],
      ["Clanton", ["2027-01-01", "2009-01-01"]],
    ]);
    // The state's rate in effect has nobody's confirmation.
    expect(clanton.needs_confirmation).toBe(true);
    // Confirmed, but only the state's rate is known: the local rates are still to be found.
    expect(jemison.needs_confirmation).toBe(true);
    expect(jemison.combined_percent).toBe(4);
    expect(data.clothing_categories).toContainEqual({ category: "t-shirts", clothing: false });
  });

  it("adds a dated rate for today or later, with an audit entry, and shows it as scheduled", async () => {
    const before = await auditCount();
    const res = await send(
      server,
      "POST",
      `/api/tax/places/${clantonId}/rates`,
      countyRate("2026-12-03"),
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const place = (res.body as { data: TaxPlaceDto }).data;
    expect(place.scheduled.map((r) => r.jurisdiction)).toContain("Chilton County");
    const added = place.scheduled.find((r) => r.jurisdiction === "Chilton County");
    expect(added).toMatchObject({
      confirmed_by: "Dana Owner",
      confirmed_on: TODAY,
      created_by: expect.stringMatching(/^admin/),
    });
    expect(await auditCount()).toBe((before ?? 0) + 1);
    const [entry] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, added?.id as string));
    expect(entry).toMatchObject({ action: "tax.rate_add", entity: "tax" });
    expect(entry?.summary).toContain("Chilton County");

    const today = await send(
      server,
      "POST",
      `/api/tax/places/${clantonId}/rates`,
      { ...countyRate(TODAY), jurisdiction: "Clanton Police Jurisdiction", level: "police jurisdiction" },
      admin,
    );
    expect(today.status, JSON.stringify(today.body)).toBe(201);
    expect((today.body as { data: TaxPlaceDto }).data.in_effect.map((r) => r.jurisdiction)).toContain(
      "Clanton Police Jurisdiction",
    );
  });

  it("refuses a rate from before today (store day) for an existing place, saying why and writing nothing", async () => {
    const rates = await rateCount();
    const audits = await auditCount();
    const res = await send(
      server,
      "POST",
      `/api/tax/places/${clantonId}/rates`,
      countyRate("2026-12-01"),
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: PAST_RATE, fields: { effective_from: PAST_RATE } });
    expect(PAST_RATE).toContain("A rate cannot change the past");
    expect(await rateCount()).toBe(rates);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses a second rate for the same jurisdiction and day with 409, writing nothing", async () => {
    const rates = await rateCount();
    const res = await send(
      server,
      "POST",
      `/api/tax/places/${clantonId}/rates`,
      countyRate("2026-12-03"),
      admin,
    );
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toContain("already has a rate from 2026-12-03");
    expect(await rateCount()).toBe(rates);
  });

  it("answers two staff adding the same rate at once with one 201 and one 409", async () => {
    const body = {
      ...countyRate("2026-12-24"),
      jurisdiction: "Clanton Christmas District",
      level: "district",
    };
    const path = `/api/tax/places/${clantonId}/rates`;
    const answers = await Promise.all([
      send(server, "POST", path, body, admin),
      send(server, "POST", path, body, admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it("refuses a rate out of range, with too many decimals, or without who confirmed it", async () => {
    for (const [body, words] of [
      [{ ...countyRate("2026-12-10"), rate_percent: 20 }, "under 20"],
      [{ ...countyRate("2026-12-10"), rate_percent: -1 }, "cannot be negative"],
      [{ ...countyRate("2026-12-10"), rate_percent: 1.00001 }, "4 decimal places"],
      [{ ...countyRate("2026-12-10"), confirmed_by: " " }, "Confirmed by"],
      [{ ...countyRate("2026-12-10"), effective_from: "2026-02-30" }, "real day"],
    ] as const) {
      const res = await send(server, "POST", `/api/tax/places/${clantonId}/rates`, body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toContain(words);
    }
    const unknown = await send(
      server,
      "POST",
      "/api/tax/places/00000000-0000-4000-8000-000000000000/rates",
      countyRate("2026-12-10"),
      admin,
    );
    expect(unknown.status).toBe(404);
  });

  it("confirms an unconfirmed rate once, without changing its figure", async () => {
    const res = await send(
      server,
      "POST",
      `/api/tax/rates/${stateRateId}/confirm`,
      { confirmed_by: "Dana Owner", confirmed_on: TODAY },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const state = (res.body as { data: TaxPlaceDto }).data.in_effect.find((r) => r.id === stateRateId);
    expect(state).toMatchObject({ rate_percent: 4, confirmed_by: "Dana Owner", confirmed_on: TODAY });
    const [entry] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, "tax.rate_confirm"));
    expect(entry?.entityId).toBe(stateRateId);

    const again = await send(
      server,
      "POST",
      `/api/tax/rates/${stateRateId}/confirm`,
      { confirmed_by: "Someone Else", confirmed_on: TODAY },
      admin,
    );
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toContain("already confirmed by Dana Owner");
    const [row] = await server.database.db.select().from(taxRates).where(eq(taxRates.id, stateRateId));
    expect(row?.confirmedBy).toBe("Dana Owner");
  });

  it("adds a place with starting rates on any day, and refuses a taken code or a bad one", async () => {
    const body = {
      code: "maplesville",
      name: "Maplesville",
      delivers: true,
      rates: [{ ...countyRate("2019-10-01"), level: "state", jurisdiction: "Alabama", rate_percent: 4 }],
    };
    const res = await send(server, "POST", "/api/tax/places", body, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const place = (res.body as { data: TaxPlaceDto }).data;
    expect(place).toMatchObject({
      code: "maplesville",
      is_store: false,
      delivers: true,
      combined_percent: 4,
    });
    const [entry] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, place.id));
    expect(entry?.action).toBe("tax.place_create");

    const taken = await send(server, "POST", "/api/tax/places", body, admin);
    expect(taken.status).toBe(409);
    const bad = await send(server, "POST", "/api/tax/places", { ...body, code: "Maple Ville" }, admin);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain("lowercase letters");
    const places = await server.database.db.select({ n: count() }).from(taxPlaces);
    expect(places[0]?.n).toBe(3);
  });

  it("adds a holiday that has not ended, and refuses one in the past or out of order", async () => {
    const holiday = {
      name: "Back-to-school 2027",
      starts_on: "2027-07-16",
      ends_on: "2027-07-18",
      levels: ["state"],
      article_limit: 100,
    };
    const res = await send(server, "POST", "/api/tax/holidays", holiday, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as { data: TaxHolidayDto }).data).toMatchObject({ ...holiday, id: expect.any(String) });
    const past = await send(
      server,
      "POST",
      "/api/tax/holidays",
      { ...holiday, starts_on: "2026-07-17", ends_on: "2026-07-19" },
      admin,
    );
    expect(past.status).toBe(400);
    expect((past.body as { fields: Record<string, string> }).fields.ends_on).toContain(
      "cannot end in the past",
    );
    const backwards = await send(
      server,
      "POST",
      "/api/tax/holidays",
      { ...holiday, ends_on: "2027-07-15" },
      admin,
    );
    expect(backwards.status).toBe(400);
    expect((backwards.body as { fields: Record<string, string> }).fields.ends_on).toContain(
      "before the first day",
    );
    expect((await server.database.db.select({ n: count() }).from(taxHolidays))[0]?.n).toBe(1);
    expect((await taxData()).holidays.map((h) => h.name)).toEqual(["Back-to-school 2027"]);
  });

  it("sets the clothing categories, known ones only", async () => {
    const res = await send(
      server,
      "PUT",
      "/api/tax/clothing-categories",
      { categories: ["t-shirts", "hoodies"] },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      data: expect.arrayContaining([
        { category: "t-shirts", clothing: true },
        { category: "equipment", clothing: false },
      ]),
    });
    const unknown = await send(
      server,
      "PUT",
      "/api/tax/clothing-categories",
      { categories: ["hats"] },
      admin,
    );
    expect(unknown.status).toBe(400);
    const rows = await server.database.db.select().from(taxClothingCategories);
    expect(rows.map((r) => r.category).sort()).toEqual(["hoodies", "t-shirts"]);
    const [entry] = await server.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, "tax.clothing_categories"));
    expect(entry?.after).toEqual(["t-shirts", "hoodies"]);
  });

  it("is staff's only: a visitor gets 401 and a customer 403", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/tax", undefined],
      ["POST", `/api/tax/places/${clantonId}/rates`, countyRate("2026-12-20")],
      ["POST", `/api/tax/rates/${stateRateId}/confirm`, { confirmed_by: "X", confirmed_on: TODAY }],
      ["POST", "/api/tax/places", { code: "x", name: "X", delivers: true }],
      [
        "POST",
        "/api/tax/holidays",
        { name: "X", starts_on: TODAY, ends_on: TODAY, levels: ["state"], article_limit: 1 },
      ],
      ["PUT", "/api/tax/clothing-categories", { categories: [] }],
    ] as const) {
      const visitor = await send(server, method, path, body, { origin: server.url });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const shopper = await send(server, method, path, body, customer);
      expect(shopper.status, `${method} ${path}`).toBe(403);
    }
  });
});
