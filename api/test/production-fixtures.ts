import { orders, productionJobDays, productionJobs, stockReservations, teamStoreBatches } from "@store/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { loadPieces, type NeedSource } from "../src/domains/purchasing/need/need-sources";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";
import { mail, storeCalls } from "./team-store-fixtures";

// The production floor's test world (issue 42, decision 090): a closed team store whose batches
// 1 and 2 went to production with every piece set aside (so no job is short), and the staff who
// work it. Each production test file starts its own.

export const DAY = 24 * 60 * 60 * 1000;
export const NOW = new Date("2027-03-01T15:00:00Z"); // a Monday

export function productionWorld() {
  let server: TestServer;
  let manager: Record<string, string>;
  let production: Record<string, string>;
  let counter: Record<string, string>;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  const db = () => server.database.db;
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

  return {
    get server() {
      return server;
    },
    get manager() {
      return manager;
    },
    get counter() {
      return counter;
    },
    get fixture() {
      return fixture;
    },
    db,
    setAside,
    /** A call as the production role unless said. */
    call: (method: string, path: string, body?: unknown, who?: Record<string, string>) =>
      send(server, method, path, body, who ?? production),
    jobCount: async () => (await db().select().from(productionJobs)).length,
    statusOf: async (id: string) =>
      (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s,
    stageOf: async (id: string) =>
      (
        await db().select({ s: productionJobs.stage }).from(productionJobs).where(eq(productionJobs.id, id))
      )[0]?.s,
    daysOf: (id: string) => db().select().from(productionJobDays).where(eq(productionJobDays.jobId, id)),
  };
}
