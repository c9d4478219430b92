import { auditEntries, productionJobs, quotes, stockReservations, teamStores } from "@store/db";
import { statusInWords } from "@store/db/catalogue";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productionWorld } from "./production-fixtures";
import { approvedQuote, data, emails, errorOf, type Answer as Json } from "./team-store-fixtures";

// Production jobs and the board (issue 42, decision 090): one job per source and process, moved
// on the board; their orders follow, and a team's batch 1 takes the store to ready. The
// production role does all of it and never reads a dollar or a contact detail.

describe(`production jobs and the board (${testDatabaseEngine})`, () => {
  const world = productionWorld();
  const { db, call, setAside, jobCount, statusOf, stageOf } = world;

  let screen: Json;
  let embroidery: Json;
  let late: Json;
  let single: Json;
  let singleOrder: { id: string; number: number };

  it("creates a batch's job with the batch's pieces, title and due day (close + 14 days)", async () => {
    const res = await call("POST", "/api/production/jobs", {
      store_id: world.fixture.store.id,
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
      source: { kind: "batch", store_id: world.fixture.store.id, batch: 1 },
    });
    expect(screen.sizes).toContain("Youth M 3");
    expect(screen.orders.map((o: Json) => o.number)).toEqual(
      [
        world.fixture.orders.sam,
        world.fixture.orders.ava,
        world.fixture.orders.max,
        world.fixture.orders.samAgain,
      ]
        .map((o) => o.number)
        .sort(),
    );
    expect(Object.keys(screen.orders[0]).sort()).toEqual(["number", "player_name"]);

    const emb = await call("POST", "/api/production/jobs", {
      store_id: world.fixture.store.id,
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
      store_id: world.fixture.store.id,
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
      order_id: world.fixture.orders.cancelled.id,
      process: "screen_print",
    });
    expect(cancelled.status).toBe(409);
    expect(errorOf(cancelled)).toMatch(/was cancelled/);
    const both = await call("POST", "/api/production/jobs", {
      store_id: world.fixture.store.id,
      batch: 1,
      order_id: world.fixture.orders.sam.id,
      process: "sublimation",
    });
    expect(both.status).toBe(400);
    const stitches = await call("POST", "/api/production/jobs", {
      order_id: world.fixture.orders.sam.id,
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
      store_id: world.fixture.store.id,
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
      await call("GET", `/api/orders/by-number/${singleOrder.number}`, undefined, world.manager),
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
    expect(await statusOf(world.fixture.orders.late.id)).toBe("shipped");
    expect(await statusOf(world.fixture.orders.sam.id)).toBe("processing");

    expect((await call("POST", `/api/production/jobs/${screen.id}/stage`, { stage: "ready" })).status).toBe(
      200,
    );
    // Embroidery is not ready yet: the families' orders stay "Being prepared", the store in production.
    expect(await statusOf(world.fixture.orders.sam.id)).toBe("processing");
    const storeStatus = async () =>
      (
        await db()
          .select({ s: teamStores.status })
          .from(teamStores)
          .where(eq(teamStores.id, world.fixture.store.id))
      )[0]?.s;
    expect(await storeStatus()).toBe("in_production");
    expect(await emails(db(), "team_store.ready")).toHaveLength(0);

    for (const stage of ["bagging", "ready"])
      expect((await call("POST", `/api/production/jobs/${embroidery.id}/stage`, { stage })).status).toBe(200);
    expect(await storeStatus()).toBe("ready");
    for (const order of [world.fixture.orders.sam, world.fixture.orders.ava, world.fixture.orders.max])
      expect(statusInWords((await statusOf(order.id)) as "shipped", "pickup")).toBe("Ready for pickup");
    expect(await statusOf(world.fixture.orders.cancelled.id)).toBe("cancelled");
    // The store's one "ready" e-mail per family, from staff's own mark-ready path.
    expect((await emails(db(), "team_store.ready")).length).toBeGreaterThan(0);
  });
});
