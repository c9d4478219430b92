import type { DatabaseHandle } from "@store/db";
import { orders, teamStoreBatches, teamStores } from "@store/db";
import { seedDatabase } from "@store/db/seed";
import { createTestDatabase, testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchSnapshotSchema, liveBatchLines } from "../src/domains/team-stores/batches/batch-lines";
import { loadBatch } from "../src/domains/team-stores/batches/load-batch";
import { issueCoachLink } from "../src/domains/team-stores/coach/coach-links";
import { coachPage } from "../src/domains/team-stores/coach/coach-page";

const DAY = 24 * 60 * 60 * 1000;

describe(`the demo's team stores (${testDatabaseEngine})`, () => {
  let handle: DatabaseHandle;
  const now = new Date("2026-11-25T15:00:00Z");
  const store = async (slug: string) => {
    const [row] = await handle.db.select().from(teamStores).where(eq(teamStores.slug, slug));
    if (!row) throw new Error(`no demo store ${slug}`);
    return row;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const result = await seedDatabase(handle.db, now);
    expect(result.teamStoreOrders).toBe(17);
  });
  afterAll(() => handle?.close());

  it("has an open store closing in about five days, with orders and roster players who have not ordered", async () => {
    const open = await store("eagles-12u-2027");
    expect(open.status).toBe("open");
    const days = (open.closesAt.getTime() - now.getTime()) / DAY;
    expect(days).toBeGreaterThan(4);
    expect(days).toBeLessThan(6);
    const page = await coachPage({
      db: handle.db,
      input: { token: await issueCoachLink(handle.db, open.id) },
      now,
    });
    expect(page.orders).toBe(7);
    expect(page.not_ordered.map((p) => p.name)).toEqual([
      "Jackson Hale",
      "Luke Ortiz",
      "Caleb Nash",
      "Henry Shaw",
      "Noah Fields",
    ]);
    expect(page.ordered.filter((o) => o.payment_state === "paid")).toHaveLength(2);
    expect(page.ordered.every((o) => o.items.some((i) => i.print_name && i.print_number))).toBe(true);
  });

  it("has a store in production whose frozen batch 1 reads as the live lines did", async () => {
    const closed = await store("thunder-14u-fall-2026");
    expect(closed.status).toBe("in_production");
    expect(closed.batchOneFrozenAt).not.toBeNull();
    const [frozen] = await handle.db
      .select()
      .from(teamStoreBatches)
      .where(eq(teamStoreBatches.storeId, closed.id));
    expect(batchSnapshotSchema.parse(frozen?.snapshot).lines).toEqual(
      await liveBatchLines(handle.db, closed.id, 1),
    );
    const { report } = await loadBatch({ db: handle.db, input: { id: closed.id, batch: 1 } });
    expect(report.header).toMatchObject({
      orders: 10,
      players: 10,
      frozen_at: closed.batchOneFrozenAt?.toISOString(),
    });
    expect(report.grand_total).toBe(report.size_run.reduce((n, p) => n + p.total, 0));
    expect(report.unpaid.length).toBeGreaterThan(0);
    const teamOrders = await handle.db.select().from(orders).where(eq(orders.teamStoreId, closed.id));
    expect(teamOrders.every((o) => o.status === "processing")).toBe(true);
  });

  it("is written once: a second seed adds no store", async () => {
    expect((await seedDatabase(handle.db, now)).seeded).toBe(false);
    expect(await handle.db.select().from(teamStores)).toHaveLength(2);
  });
});
