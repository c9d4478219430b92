import { auditEntries, productionJobDays, productionJobs } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productionWorld } from "./production-fixtures";
import { data, errorOf, type Answer as Json } from "./team-store-fixtures";

// The production calendar (issue 42, decision 090): weekdays, capacities and blackouts; a job put
// on a day within those rules unless overridden with a reason (audited); the planner that fills
// production days within capacity and flags late jobs. The counter reads but changes nothing.

describe(`the production calendar (${testDatabaseEngine})`, () => {
  const world = productionWorld();
  const { db, call, daysOf } = world;

  it("calendar settings: defaults, weekdays and capacities changed, blackouts added and removed (audited)", async () => {
    const first = data(await call("GET", "/api/production/calendar/settings"));
    expect(first.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(first.capacities).toContainEqual({
      process: "embroidery",
      unit: "stitches",
      daily_capacity: 120_000,
    });
    const patched = await call("PATCH", "/api/production/calendar/settings", {
      capacities: { heat_transfer: 6, embroidery: 20_000 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(data(patched).capacities).toContainEqual({
      process: "heat_transfer",
      unit: "pieces",
      daily_capacity: 6,
    });
    expect((await call("PATCH", "/api/production/calendar/settings", { weekdays: [] })).status).toBe(400);
    const added = await call("POST", "/api/production/calendar/blackouts", {
      day: "2027-03-03",
      reason: "Trade show",
    });
    expect(added.status).toBe(201);
    expect(data(added).blackouts).toEqual([{ day: "2027-03-03", reason: "Trade show" }]);
    expect(
      (await call("POST", "/api/production/calendar/blackouts", { day: "2027-03-03", reason: "Again" }))
        .status,
    ).toBe(409);
    await call("POST", "/api/production/calendar/blackouts", { day: "2027-03-19", reason: "Holiday" });
    expect((await call("DELETE", "/api/production/calendar/blackouts/2027-03-19")).status).toBe(200);
    const audited = await db()
      .select()
      .from(auditEntries)
      .where(like(auditEntries.action, "production.blackout%"));
    expect(audited.map((a) => a.action).sort()).toEqual([
      "production.blackout_added",
      "production.blackout_added",
      "production.blackout_removed",
    ]);
  });

  let orderJob: Json;
  it("scheduling refuses a blackout, a day off and a day over capacity without an override, and takes one with a reason", async () => {
    const cap = await insertProduct(db(), { name: "Warmup Tee", price: 12, category: "apparel" });
    const order = await insertOrder(db(), {
      email: "club@example.com",
      lines: [{ product: cap, quantity: 4, size: "Adult M" }],
    });
    orderJob = data(
      await call("POST", "/api/production/jobs", {
        order_id: order.id,
        process: "heat_transfer",
        due_on: "2027-03-05",
      }),
    );
    const schedule = (day: string, more: Json = {}) =>
      call("POST", `/api/production/jobs/${orderJob.id}/schedule`, { day, ...more });

    const blackout = await schedule("2027-03-03");
    expect(blackout.status).toBe(409);
    expect(errorOf(blackout)).toContain("2027-03-03 is a blackout day (Trade show)");
    const saturday = await schedule("2027-03-06");
    expect(saturday.status).toBe(409);
    expect(errorOf(saturday)).toContain("does not decorate on Saturdays");
    expect(await daysOf(orderJob.id)).toHaveLength(0);

    expect((await schedule("2027-03-02")).status).toBe(200);
    // Heat transfer holds 6 a day; the order job of 4 is on Tuesday, so 5 more would be 9.
    const other = data(
      await call("POST", "/api/production/jobs", {
        order_id: world.fixture.orders.ava.id,
        process: "heat_transfer",
        pieces: 5,
      }),
    );
    const over = await call("POST", `/api/production/jobs/${other.id}/schedule`, { day: "2027-03-02" });
    expect(over.status).toBe(409);
    expect(errorOf(over)).toContain("Heat transfer on 2027-03-02 already has 4 of 6 pieces");
    const noReason = await call("POST", `/api/production/jobs/${other.id}/schedule`, {
      day: "2027-03-02",
      override: true,
    });
    expect(noReason.status).toBe(400);
    expect(await daysOf(other.id)).toHaveLength(0);

    const forced = await call("POST", `/api/production/jobs/${other.id}/schedule`, {
      day: "2027-03-02",
      override: true,
      reason: "Second press borrowed for the day",
    });
    expect(forced.status).toBe(200);
    expect(data(forced).days).toEqual([
      { day: "2027-03-02", load: 5, override_reason: "Second press borrowed for the day" },
    ]);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityId, other.id), eq(auditEntries.action, "production.schedule_override")),
      );
    expect(audit?.summary).toContain("Second press borrowed for the day");

    const week = data(await call("GET", "/api/production/calendar?week=2027-03-03"));
    expect(week.week).toBe("2027-03-01");
    const tuesday = week.days.find((d: Json) => d.day === "2027-03-02");
    expect(tuesday.processes.find((p: Json) => p.process === "heat_transfer")).toMatchObject({
      load: 9,
      capacity: 6,
      over: true,
    });
    const wednesday = week.days.find((d: Json) => d.day === "2027-03-03");
    expect(wednesday).toMatchObject({ blackout: "Trade show", production_day: false });
    expect(week.days.find((d: Json) => d.day === "2027-03-06")).toMatchObject({
      production_day: false,
      blackout: null,
    });
  });

  it("plans the unscheduled open jobs on production days within capacity, flagging the late ones", async () => {
    // 200 sublimation pieces at 80 a day, Wednesday a blackout: Mon, Tue, Thu; due Tuesday, so late.
    const big = data(
      await call("POST", "/api/production/jobs", {
        order_id: world.fixture.orders.max.id,
        process: "sublimation",
        pieces: 200,
        due_on: "2027-03-02",
      }),
    );
    const res = await call("POST", "/api/production/plan", {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const planned = data(res).planned as Json[];
    expect(planned).toEqual([
      {
        id: big.id,
        label: big.label,
        title: big.title,
        days: [
          { day: "2027-03-01", load: 80 },
          { day: "2027-03-02", load: 80 },
          { day: "2027-03-04", load: 40 },
        ],
        late: true,
      },
    ]);
    expect(data(await call("GET", `/api/production/jobs/${big.id}`)).late).toBe(true);
    for (const job of planned)
      for (const d of job.days) {
        expect(d.day).not.toBe("2027-03-03");
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${d.day}T00:00:00Z`).getUTCDay());
      }
    const week = data(await call("GET", "/api/production/calendar?week=2027-03-01"));
    for (const day of week.days)
      for (const p of day.processes)
        if (!p.jobs.some((j: Json) => j.override_reason))
          expect(p.over, `${day.day} ${p.process}`).toBe(false);
    // Nothing left to plan: a second run places nothing.
    expect(data(await call("POST", "/api/production/plan")).planned).toEqual([]);
  });

  it("the counter reads the board but every write is refused, changing nothing", async () => {
    expect((await call("GET", "/api/production/jobs", undefined, world.counter)).status).toBe(200);
    const before = JSON.stringify(await db().select().from(productionJobs).orderBy(productionJobs.number));
    const daysBefore = (await db().select().from(productionJobDays)).length;
    for (const [method, path, body] of [
      ["POST", "/api/production/jobs", { order_id: world.fixture.orders.max.id, process: "sublimation" }],
      ["POST", `/api/production/jobs/${orderJob.id}/stage`, { stage: "bagging" }],
      ["POST", `/api/production/jobs/${orderJob.id}/schedule`, { day: "2027-03-04" }],
      ["PATCH", "/api/production/calendar/settings", { weekdays: [1, 2] }],
      ["POST", "/api/production/calendar/blackouts", { day: "2027-03-05", reason: "Nope" }],
      ["DELETE", "/api/production/calendar/blackouts/2027-03-03", undefined],
      ["POST", "/api/production/plan", {}],
    ] as const) {
      const res = await call(method, path, body, world.counter);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(JSON.stringify(await db().select().from(productionJobs).orderBy(productionJobs.number))).toBe(
      before,
    );
    expect((await db().select().from(productionJobDays)).length).toBe(daysBefore);
    expect(data(await call("GET", "/api/production/calendar/settings")).weekdays).toEqual([1, 2, 3, 4, 5]);
  });
});
