import { productSizeOptions, stockReservations } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodsShortFor, receiveIntoStock, useReservedStock } from "../src/domains/purchasing/need/goods";
import { frozenTeamBatch, shelve } from "./blank-fixtures";
import { startTestServer, type TestServer } from "./helpers";

// Goods on their way to the work: what arrives goes to the shelf and to the batch it was bought
// for, what the batch still lacks is short, and the shelf pays for the work once when it starts.
describe(`goods for the work (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof frozenTeamBatch>>;
  const stockOf = async (productId: string, size: string) =>
    (
      await server.database.db
        .select({ stock: productSizeOptions.stock })
        .from(productSizeOptions)
        .where(and(eq(productSizeOptions.productId, productId), eq(productSizeOptions.size, size)))
    )[0]?.stock;

  beforeAll(async () => {
    server = await startTestServer();
    team = await frozenTeamBatch(server.database.db, "Goods Eagles", 1);
    await shelve(server.database.db, team.jersey.id, "Youth M", 10);
  });
  afterAll(() => server?.stop());

  it("is short of every piece nothing was set aside for", async () => {
    const short = await goodsShortFor(server.database.db, [{ batchId: team.batchId }]);
    expect(short.get(team.batchId)?.missing).toEqual(
      expect.arrayContaining([
        { productName: "Goods Eagles Jersey", size: "Youth M", quantity: 3 },
        { productName: "Goods Eagles Hoodie", size: "Adult L", quantity: 2 },
        { productName: "Goods Eagles Cap", size: "", quantity: 2 },
      ]),
    );
  });

  it("puts counted goods on the shelf and sets the batch's share aside; extras stay free", async () => {
    const db = server.database.db;
    const uses = [{ source: { batchId: team.batchId }, quantity: 3 }];
    await db.transaction((tx) =>
      receiveIntoStock(tx, { productId: team.jersey.id, size: "Youth M", uses }, 0, 2),
    );
    await db.transaction((tx) =>
      receiveIntoStock(tx, { productId: team.jersey.id, size: "Youth M", uses }, 2, 3),
    );
    expect(await stockOf(team.jersey.id, "Youth M")).toBe(15);
    const held = await db.select().from(stockReservations).where(eq(stockReservations.batchId, team.batchId));
    expect(held).toEqual([expect.objectContaining({ size: "Youth M", quantity: 3, usedAt: null })]);
    // A size the shop does not count keeps no shelf: the hoodies only go to the batch.
    await db.transaction((tx) =>
      receiveIntoStock(
        tx,
        {
          productId: team.hoodie.id,
          size: "Adult L",
          uses: [{ source: { batchId: team.batchId }, quantity: 2 }],
        },
        0,
        2,
      ),
    );
    expect(await stockOf(team.hoodie.id, "Adult L")).toBeUndefined();
    const short = await goodsShortFor(db, [{ batchId: team.batchId }]);
    expect(short.get(team.batchId)?.missing).toEqual([
      { productName: "Goods Eagles Cap", size: "", quantity: 2 },
      { productName: "Goods Eagles Jersey", size: "Adult S", quantity: 2 },
    ]);
  });

  it("takes what was set aside off the shelf once, when the work starts", async () => {
    const db = server.database.db;
    await db.transaction((tx) => useReservedStock(tx, { batchId: team.batchId }));
    expect(await stockOf(team.jersey.id, "Youth M")).toBe(12);
    await db.transaction((tx) => useReservedStock(tx, { batchId: team.batchId }));
    expect(await stockOf(team.jersey.id, "Youth M")).toBe(12);
    // Still covered: used goods stay the batch's.
    const short = await goodsShortFor(db, [{ batchId: team.batchId }]);
    expect(short.get(team.batchId)?.missing.map((m) => m.size)).toEqual(["", "Adult S"]);
  });
});
