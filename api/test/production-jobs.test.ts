import {
  auditEntries,
  orders,
  productionJobDays,
  productionJobs,
  quotes,
  stockReservations,
  teamStoreBatches,
  teamStores,
} from "@store/db";
import { statusInWords } from "@store/db/catalogue";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPieces, type NeedSource } from "../src/domains/purchasing/need/need-sources";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";
import {
  approvedQuote,
  data,
  emails,
  errorOf,
  type Answer as Json,
  mail,
  storeCalls,
} from "./team-store-fixtures";

// Production jobs (issue 42, decision 090): one per source and process, moved on the board (their
// orders follow, a team's batch 1 takes the store to ready), placed on the calendar's days within
// its rules unless overridden with a reason. The production role does all of it and never reads a
// dollar or a contact detail; the counter reads but changes nothing.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2027-03-01T15:00:00Z"); // a Monday

describe(`production jobs, the board and the calendar (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  let production: Record<string, string>;
  let counter: Record<string, string>;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  const db = () => server.database.db;
  const call = (method: string, path: string, body?: unknown, who = production) =>
    send(server, method, path, body, who);
  const jobCount = async () => (await db().select().from(productionJobs)).length;
  const statusOf = async (id: string) =>
    (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const stageOf = async (id: string) =>
    (await db().select({ s: productionJobs.stage }).from(productionJobs).where(eq(productionJobs.id, id)))[0]
      ?.s;
  const daysOf = (id: string) => db().select().from(productionJobDays).where(eq(productionJobDays.jobId, id));
  // A source's goods are what is set aside for it (purchasing/need; its own tests cover the sums):
  // every piece the need functions count for the source is put aside, so its jobs are not short.
  const setAside = async (source: NeedSource) => {
    const { pieces } = await loadPieces(db(), [source]);
    const wanted = new Map<string, { productId: string; size: string; quantity: number }>();
    for (const piece of pieces) {
      if (!piece.productId) continue;
      const key = `${piece.productId}|${piece.size}`;
      const seen = wanted.get(key);
      if (seen) seen.quantity += piece.pieces;
      else wanted.set(key, { productId: piece.productId, size: piece.size, quantity: piece.pieces });
    }
    if (wanted.size > 0)
      await db()
        .insert(stockReservations)
        .values([...wanted.values()].map((w) => ({ ...w, ...source })));
  };

  beforeAll(async () => {
    server = await startTestServer({ mail });
    server.setClock(NOW);
    manager = await signedInHeaders(server, "manager");
    production = await signedInHeaders(server, "production");
    counter = await signedInHeaders(server, "counter");
    fixture = await teamBatchStore(db(), {
      status: "closed",
      opensAt: new Date(NOW.getTime() - 9 * DAY),
      closesAt: new Date(NOW.getTime() - DAY),
    });
    const calls = storeCalls(server, manager);
    expect((await calls.move(fixture.store.id, "start_production")).status).toBe(200);
    expect((await calls.move(fixture.store.id, "freeze_batch_two")).status).toBe(200);
    const batches = await db()
      .select({ id: teamStoreBatches.id })
      .from(teamStoreBatches)
      .where(eq(teamStoreBatches.storeId, fixture.store.id));
    expect(batches).toHaveLength(2);
    for (const batch of batches) await setAside({ batchId: batch.id });
  });
  afterAll(() => server?.stop());

  let screen: Json;
  let embroidery: Json;
  let late: Json;
  let single: Json;
  let singleOrder: { id: string; number: number };

  it("creates a batch's job with the batch's pieces, title and due day (close + 14 days)", async () => {
    const res = await call("POST", "/api/production/jobs", {
      store_id: fixture.store.id,
      batch: 1,
      process: "screen_print",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    screen = data(res);
    // Sam 2 jerseys + shorts, Ava a jersey and a cap, Max a jersey, Sam again a cap: 7 pieces.
    expect(screen).toMatchObject({
      label: expect.stringMatching(/^J-\d+$/),
      title: "Clanton Eagles 12U · batch 1",
      process: "screen_print",
      stage: "art_approved",
      pieces: 7,
      load: 7,
      unit: "pieces",
      due_on: "2027-03-14",
      late: false,
      goods_short: false,
      source: { kind: "batch", store_id: fixture.store.id, batch: 1 },
    });
    expect(screen.sizes).toContain("Youth M 3");
    expect(screen.orders.map((o: Json) => o.number)).toEqual(
      [fixture.orders.sam, fixture.orders.ava, fixture.orders.max, fixture.orders.samAgain]
        .map((o) => o.number)
        .sort(),
    );
    expect(Object.keys(screen.orders[0]).sort()).toEqual(["number", "player_name"]);

    const emb = await call("POST", "/api/production/jobs", {
      store_id: fixture.store.id,
      batch: 1,
      process: "embroidery",
      pieces: 2,
    });
    expect(emb.status).toBe(201);
    embroidery = data(emb);
    expect(embroidery).toMatchObject({ stitches_per_piece: 8000, load: 16_000, unit: "stitches" });
  });

  it("refuses a second job for the same source and process, an unknown batch and a cancelled order, storing nothing", async () => {
    const before = await jobCount();
    const twice = await call("POST", "/api/production/jobs", {
      store_id: fixture.store.id,
      batch: 1,
      process: "screen_print",
      due_on: "2027-03-20",
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice)).toContain(`already has a screen print job, ${screen.label}`);
    const unknown = await call("POST", "/api/production/jobs", {
      store_id: "00000000-0000-4000-8000-000000000000",
      batch: 1,
      process: "sublimation",
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toMatch(/no frozen batch 1/);
    const cancelled = await call("POST", "/api/production/jobs", {
      order_id: fixture.orders.cancelled.id,
      process: "screen_print",
    });
    expect(cancelled.status).toBe(409);
    expect(errorOf(cancelled)).toMatch(/was cancelled/);
    const both = await call("POST", "/api/production/jobs", {
      store_id: fixture.store.id,
      batch: 1,
      order_id: fixture.orders.sam.id,
      process: "sublimation",
    });
    expect(both.status).toBe(400);
    const stitches = await call("POST", "/api/production/jobs", {
      order_id: fixture.orders.sam.id,
      process: "screen_print",
      stitches_per_piece: 9000,
    });
    expect(stitches.status).toBe(400);
    expect(await jobCount()).toBe(before);
  });

  it("creates an order's job due 10 days after it was placed (a quote's order: its needed-by day), and a batch 2 job", async () => {
    const cap = await insertProduct(db(), { name: "Rally Cap", price: 20, category: "accessories" });
    singleOrder = await insertOrder(db(), {
      email: "walk.in@example.com",
      createdAt: new Date("2027-02-25T18:00:00Z"),
      lines: [{ product: cap, quantity: 5, size: "Adult L" }],
    });
    await setAside({ orderId: singleOrder.id });
    const res = await call("POST", "/api/production/jobs", {
      order_id: singleOrder.id,
      process: "heat_transfer",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    single = data(res);
    expect(single).toMatchObject({
      title: `Order #${singleOrder.number}`,
      pieces: 5,
      due_on: "2027-03-07",
      source: { kind: "order", order_number: singleOrder.number },
    });
    // A quote's order is due on the day the coach asked for.
    const quote = await approvedQuote(db());
    const quoteOrder = await insertOrder(db(), {
      email: "casey@example.com",
      lines: [{ product: cap, quantity: 24, size: "Youth M" }],
    });
    await db()
      .update(quotes)
      .set({ orderId: quoteOrder.id, neededBy: "2027-04-02" })
      .where(eq(quotes.id, quote.id));
    const fromQuote = await call("POST", "/api/production/jobs", {
      order_id: quoteOrder.id,
      process: "embroidery",
    });
    expect(fromQuote.status).toBe(201);
    expect(data(fromQuote)).toMatchObject({ due_on: "2027-04-02", pieces: 24, load: 24 * 8000 });
    await db()
      .delete(productionJobs)
      .where(eq(productionJobs.id, data(fromQuote).id));

    const batchTwo = await call("POST", "/api/production/jobs", {
      store_id: fixture.store.id,
      batch: 2,
      process: "screen_print",
      due_on: "2027-03-10",
    });
    expect(batchTwo.status).toBe(201);
    late = data(batchTwo);
    expect(late).toMatchObject({ pieces: 1, due_on: "2027-03-10", title: "Clanton Eagles 12U · batch 2" });
  });

  it("the board lists the open jobs by due day, and no answer the production role reads holds money or contact details", async () => {
    const list = await call("GET", "/api/production/jobs");
    expect(list.status).toBe(200);
    const cards = (list.body as { data: Json[] }).data;
    expect(cards.map((c) => c.id)).toEqual([single.id, late.id, screen.id, embroidery.id]);
    const money = /price|total|amount|balance|paid|tax|fee|fundraising|cost|email|phone|customer|address/i;
    const keys = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(keys)
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
          : [];
    for (const path of [
      "/api/production/jobs",
      `/api/production/jobs/${screen.id}`,
      "/api/production/calendar?week=2027-03-01",
      "/api/production/calendar/settings",
    ]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(200);
      for (const key of keys((res.body as { data: unknown }).data))
        expect(key, `${path}: ${key}`).not.toMatch(money);
      expect(JSON.stringify(res.body), path).not.toMatch(/@example\.com|555-0199|Dana Lee/);
    }
  });

  it("a stage move moves the order's status and writes its timeline in the status words", async () => {
    const res = await call("POST", `/api/production/jobs/${single.id}/stage`, { stage: "in_production" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data(res).stage).toBe("in_production");
    expect(await statusOf(singleOrder.id)).toBe("processing");
    const page = data(
      await send(server, "GET", `/api/orders/by-number/${singleOrder.number}`, undefined, manager),
    );
    const moved = (page.timeline as Json[]).find((e) => e.kind === "status");
    expect(moved?.details).toEqual({
      from: "pending",
      to: "processing",
      because: `In production: ${single.label} Heat transfer`,
    });
  });

  it("refuses ready while the goods are short unless a reason is given (stored and audited)", async () => {
    // Only 3 of the order's 5 caps are set aside now: 2 are short.
    await db()
      .update(stockReservations)
      .set({ quantity: 3 })
      .where(eq(stockReservations.orderId, singleOrder.id));
    const refused = await call("POST", `/api/production/jobs/${single.id}/stage`, { stage: "ready" });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toContain("goods are short (2 × Rally Cap Adult L)");
    expect(await stageOf(single.id)).toBe("in_production");
    expect(await statusOf(singleOrder.id)).toBe("processing");
    const card = data(await call("GET", `/api/production/jobs/${single.id}`));
    expect(card).toMatchObject({
      goods_short: true,
      short: [{ product_name: "Rally Cap", size: "Adult L", quantity: 2 }],
    });

    const res = await call("POST", `/api/production/jobs/${single.id}/stage`, {
      stage: "ready",
      short_reason: "Customer takes 3 now, 2 next week",
    });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ stage: "ready", short_reason: "Customer takes 3 now, 2 next week" });
    expect(statusInWords((await statusOf(singleOrder.id)) as "shipped", "pickup")).toBe("Ready for pickup");
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, single.id), eq(auditEntries.action, "production.job_stage")))
      .orderBy(auditEntries.createdAt)
      .limit(1)
      .offset(1);
    expect(entry?.summary).toContain("Goods short, marked ready anyway: Customer takes 3 now, 2 next week");
  });

  it("a batch 2 job moves only its orders; batch 1's orders wait for every one of its jobs, then the store goes ready", async () => {
    expect((await call("POST", `/api/production/jobs/${late.id}/stage`, { stage: "ready" })).status).toBe(
      200,
    );
    expect(await statusOf(fixture.orders.late.id)).toBe("shipped");
    expect(await statusOf(fixture.orders.sam.id)).toBe("processing");

    expect((await call("POST", `/api/production/jobs/${screen.id}/stage`, { stage: "ready" })).status).toBe(
      200,
    );
    // Embroidery is not ready yet: the families' orders stay "Being prepared", the store in production.
    expect(await statusOf(fixture.orders.sam.id)).toBe("processing");
    const storeStatus = async () =>
      (
        await db()
          .select({ s: teamStores.status })
          .from(teamStores)
          .where(eq(teamStores.id, fixture.store.id))
      )[0]?.s;
    expect(await storeStatus()).toBe("in_production");
    expect(await emails(db(), "team_store.ready")).toHaveLength(0);

    for (const stage of ["bagging", "ready"])
      expect((await call("POST", `/api/production/jobs/${embroidery.id}/stage`, { stage })).status).toBe(200);
    expect(await storeStatus()).toBe("ready");
    for (const order of [fixture.orders.sam, fixture.orders.ava, fixture.orders.max])
      expect(statusInWords((await statusOf(order.id)) as "shipped", "pickup")).toBe("Ready for pickup");
    expect(await statusOf(fixture.orders.cancelled.id)).toBe("cancelled");
    // The store's one "ready" e-mail per family, from staff's own mark-ready path.
    expect((await emails(db(), "team_store.ready")).length).toBeGreaterThan(0);
  });

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
        order_id: fixture.orders.ava.id,
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
        order_id: fixture.orders.max.id,
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
    expect((await call("GET", "/api/production/jobs", undefined, counter)).status).toBe(200);
    const before = JSON.stringify(await db().select().from(productionJobs).orderBy(productionJobs.number));
    const daysBefore = (await db().select().from(productionJobDays)).length;
    for (const [method, path, body] of [
      ["POST", "/api/production/jobs", { order_id: fixture.orders.max.id, process: "sublimation" }],
      ["POST", `/api/production/jobs/${orderJob.id}/stage`, { stage: "bagging" }],
      ["POST", `/api/production/jobs/${orderJob.id}/schedule`, { day: "2027-03-04" }],
      ["PATCH", "/api/production/calendar/settings", { weekdays: [1, 2] }],
      ["POST", "/api/production/calendar/blackouts", { day: "2027-03-05", reason: "Nope" }],
      ["DELETE", "/api/production/calendar/blackouts/2027-03-03", undefined],
      ["POST", "/api/production/plan", {}],
    ] as const) {
      const res = await call(method, path, body, counter);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(JSON.stringify(await db().select().from(productionJobs).orderBy(productionJobs.number))).toBe(
      before,
    );
    expect((await db().select().from(productionJobDays)).length).toBe(daysBefore);
    expect(data(await call("GET", "/api/production/calendar/settings")).weekdays).toEqual([1, 2, 3, 4, 5]);
  });
});
