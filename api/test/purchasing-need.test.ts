import { stockReservations } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needFor } from "../src/domains/purchasing/need/need-for";
import { frozenTeamBatch, shelve, supplierFor } from "./blank-fixtures";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface NeedAnswer {
  sources: { label: string }[];
  suppliers: {
    supplier_name: string;
    to_order: number;
    cost: number;
    lines: { product_name: string; size: string; pieces: number; from_stock: number; to_order: number }[];
  }[];
  unmapped: { product_name: string; size: string; pieces: number; why: string }[];
}

// What to order for a frozen batch or orders: pieces less the usable shelf, by supplier, with the
// unmapped listed first; two batches never count the same shelf.
describe(`what to order (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  let eagles: Awaited<ReturnType<typeof frozenTeamBatch>>;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
    eagles = await frozenTeamBatch(server.database.db, "Need Eagles", 2);
    await supplierFor(server.database.db, "S&S Activewear", [
      { productId: eagles.jersey.id, sizes: ["Youth M", "Adult S"], style: "G500", cost: 3.1 },
    ]);
    await supplierFor(server.database.db, "SanMar", [
      { productId: eagles.hoodie.id, sizes: ["Adult L"], style: "PC90H", cost: 12.5 },
    ]);
    await shelve(server.database.db, eagles.jersey.id, "Youth M", 4);
  });
  afterAll(() => server?.stop());

  const needOf = async (query: string, headers = manager) =>
    send(server, "GET", `/api/purchasing/need?${query}`, undefined, headers);

  it("groups a frozen batch's pieces by supplier, less the shelf, with the unmapped listed", async () => {
    const res = await needOf(`batches=${eagles.store.id}:1`);
    expect(res.status).toBe(200);
    const need = (res.body as { data: NeedAnswer }).data;
    expect(need.sources).toEqual([
      { source: { kind: "batch", id: eagles.batchId }, label: "Need Eagles · batch 1" },
    ]);
    expect(need.suppliers.map((s) => s.supplier_name)).toEqual(["S&S Activewear", "SanMar"]);
    const [ss, sanmar] = need.suppliers;
    expect(ss?.lines).toEqual([
      expect.objectContaining({ size: "Adult S", pieces: 4, from_stock: 0, to_order: 4 }),
      expect.objectContaining({ size: "Youth M", pieces: 6, from_stock: 4, to_order: 2 }),
    ]);
    expect(ss).toMatchObject({ to_order: 6, cost: 18.6 });
    expect(sanmar).toMatchObject({ to_order: 4, cost: 50 });
    expect(need.unmapped).toEqual([
      expect.objectContaining({ product_name: "Need Eagles Cap", size: "", pieces: 4 }),
    ]);
    expect(need.unmapped[0]?.why).toMatch(/map it in Blanks/);
    // Reading sets nothing aside.
    const held = await server.database.db.select().from(stockReservations);
    expect(held).toEqual([]);
  });

  it("never lets two batches count the same shelf, even reserving at the same moment", async () => {
    const db = server.database.db;
    const hawks = await frozenTeamBatch(db, "Need Hawks", 1);
    await supplierFor(db, "Alphabroder", [
      { productId: hawks.jersey.id, sizes: ["Youth M", "Adult S"], style: "8000", cost: 2.9 },
    ]);
    await shelve(db, hawks.jersey.id, "Youth M", 5);
    // The batch (3 Youth M) and a staff order for the same team (3 Youth M) want the same 5.
    const { insertTeamStoreOrder } = await import("@store/db/seed");
    const late = await insertTeamStoreOrder(db, {
      store: hawks.store,
      player: "Late Player",
      customer: { name: "Late Parent", email: "late@example.com" },
      batch: 2,
      lines: [
        {
          item: hawks.items[0] as (typeof hawks.items)[number],
          productName: hawks.jersey.name,
          size: "Youth M",
          quantity: 3,
        },
      ],
    });
    const order = late;
    await Promise.all([
      db.transaction((tx) => needFor(tx, [{ batchId: hawks.batchId }], { reserve: true })),
      db.transaction((tx) => needFor(tx, [{ orderId: order.id }], { reserve: true })),
    ]);
    const held = await db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.productId, hawks.jersey.id));
    const total = held.reduce((sum, r) => sum + r.quantity, 0);
    expect(total).toBeLessThanOrEqual(5);
    expect(total).toBe(5);
    // A later read counts what was set aside as covered, and orders only the rest.
    const again = await db.transaction((tx) =>
      needFor(tx, [{ batchId: hawks.batchId }, { orderId: order.id }]),
    );
    const youthM = again.suppliers[0]?.lines.find((l) => l.size === "Youth M");
    expect(youthM).toMatchObject({ pieces: 6, fromStock: 5, toOrder: 1 });
    // What is set aside for the team is not for sale in the shop.
    const shopper = await send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Shopper", email: "pat@example.com", phone: "(205) 555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: hawks.jersey.id, size: "Youth M", quantity: 1 }],
    });
    expect(shopper.status).toBe(409);
    expect((shopper.body as { error: string }).error).toMatch(
      /Not enough in stock: "Need Hawks Jersey" in Youth M \(sold out\)/,
    );
  });

  it("needs nothing for a shop order's counted size: it was taken from the shelf at checkout", async () => {
    const db = server.database.db;
    const tee = await insertProduct(db, { name: "Need Shop Tee", price: 12, category: "t-shirts" });
    await supplierFor(db, "Need Supplier", [
      { productId: tee.id, sizes: ["Adult M", "Adult L"], style: "T1", cost: 2 },
    ]);
    await shelve(db, tee.id, "Adult M", 10);
    const order = await insertOrder(db, {
      email: "shop@example.com",
      lines: [
        { product: tee, quantity: 2, size: "Adult M" },
        { product: tee, quantity: 3, size: "Adult L" },
      ],
    });
    const need = (await needOf(`ids=${order.id}`)).body as { data: NeedAnswer };
    expect(need.data.suppliers[0]?.lines).toEqual([
      expect.objectContaining({ size: "Adult L", pieces: 3, to_order: 3 }),
    ]);
  });

  it("refuses a batch that has not gone to production, an unknown store and a cancelled order", async () => {
    const db = server.database.db;
    const { insertTeamStore } = await import("@store/db/seed");
    const { store } = await insertTeamStore(db, {
      teamName: "Open Team",
      slug: `o-${crypto.randomUUID().slice(0, 6)}`,
    });
    const open = await needOf(`batches=${store.id}:1`);
    expect(open.status).toBe(409);
    expect(JSON.stringify(open.body)).toMatch(/has not gone to production yet/);
    const unknown = await needOf(`batches=${crypto.randomUUID()}:1`);
    expect(unknown.status).toBe(404);
    const cancelled = await insertOrder(db, { email: "c@example.com", status: "cancelled", lines: [] });
    expect((await needOf(`ids=${cancelled.id}`)).status).toBe(409);
    expect((await needOf("")).status).toBe(400);
    expect((await needOf(`batches=${store.id}:3`)).status).toBe(400);
  });

  it("is for staff who buy: production and the counter get 403", async () => {
    for (const role of ["production", "counter"] as const) {
      const res = await needOf(`batches=${eagles.store.id}:1`, await signedInHeaders(server, role));
      expect(res.status).toBe(403);
    }
  });
});
