import { auditEntries, productSizeOptions, purchaseOrders, stockReservations } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frozenTeamBatch, shelve, supplierFor } from "./blank-fixtures";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";

// Purchase orders drafted from what a frozen batch needs (issue 42, decisions 089 and 091): one
// draft per supplier with the need's lines, the shelf set aside in the same go, nothing drafted
// when everything is covered or something is unmapped, and received goods back on the shelf.

describe(`purchase orders drafted from a batch's need (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let manager: Record<string, string>;
  let production: Record<string, string>;
  const db = () => server.database.db;
  const base = "/api/purchase-orders";
  const draftFor = (storeId: string) =>
    send(server, "POST", base, { batches: [{ store_id: storeId, batch: 1 }] }, manager);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signedInHeaders(server, "manager");
    production = await signedInHeaders(server, "production");
  });
  afterAll(() => server?.stop());

  it("refuses drafting with no batch or order, and a batch that is not frozen", async () => {
    const none = await send(server, "POST", base, { batches: [], order_ids: [] }, manager);
    expect(none.status).toBe(400);
    expect((none.body as { error: string }).error).toMatch(/at least one batch or order/);
    const fixture = await teamBatchStore(db());
    const before = await db().select().from(purchaseOrders);
    const res = await draftFor(fixture.store.id);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toMatch(/has not gone to production yet/);
    expect(await db().select().from(purchaseOrders)).toEqual(before);
  });

  describe("drafted from what a frozen batch needs", () => {
    let team: Awaited<ReturnType<typeof frozenTeamBatch>>;
    let jerseys: Awaited<ReturnType<typeof supplierFor>>;
    const reservedFor = (batchId: string) =>
      db()
        .select()
        .from(stockReservations)
        .where(eq(stockReservations.batchId, batchId))
        .orderBy(stockReservations.size);

    beforeAll(async () => {
      // Two families: jerseys Youth M 6, Adult S 4; hoodies Adult L 4; caps (one size) 4.
      team = await frozenTeamBatch(db(), "Need Hornets", 2);
      jerseys = await supplierFor(db(), "Jersey Wholesale", [
        { productId: team.jersey.id, sizes: ["Youth M", "Adult S"], style: "5000", cost: 2.5 },
        { productId: team.cap.id, sizes: [""], style: "C112", cost: 4 },
      ]);
      await supplierFor(db(), "Hoodie House", [
        { productId: team.hoodie.id, sizes: ["Adult L"], style: "18500", cost: 9.75 },
      ]);
      await shelve(db(), team.jersey.id, "Youth M", 2);
    });

    it("makes one draft per supplier with the need's lines and uses, and reserves the shelf, in one go", async () => {
      const res = await draftFor(team.store.id);
      expect(res.status).toBe(201);
      type Made = {
        nothing_to_order: boolean;
        purchase_orders: { id: string; supplier_name: string; pieces: number; total: number }[];
      };
      const made = (res.body as { data: Made }).data;
      expect(made.nothing_to_order).toBe(false);
      expect(made.purchase_orders.map((p) => [p.supplier_name, p.pieces, p.total]).sort()).toEqual([
        ["Hoodie House", 4, 39],
        ["Jersey Wholesale", 12, 36],
      ]);
      const jerseyPo = made.purchase_orders.find((p) => p.supplier_name === "Jersey Wholesale");
      const page = await send(server, "GET", `${base}/${jerseyPo?.id}`, undefined, manager);
      const detail = (
        page.body as {
          data: {
            order_lines: { size: string; quantity_ordered: number }[];
            sources: { label: string; pieces: number }[];
          };
        }
      ).data;
      expect(detail.order_lines.map((l) => [l.size, l.quantity_ordered]).sort()).toEqual([
        ["", 4],
        ["Adult S", 4],
        ["Youth M", 4],
      ]);
      expect(detail.sources).toEqual([
        expect.objectContaining({ label: "Need Hornets · batch 1", pieces: 12 }),
      ]);
      expect(await reservedFor(team.batchId)).toEqual([
        expect.objectContaining({ size: "Youth M", quantity: 2 }),
      ]);
      const audits = await db()
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, "purchase_order.create"));
      expect(audits.filter((a) => made.purchase_orders.some((p) => p.id === a.entityId))).toHaveLength(2);
    });

    it("answers plainly, and makes no empty purchase order, when the shelf and open orders cover everything", async () => {
      const before = await db().select().from(purchaseOrders);
      const res = await draftFor(team.store.id);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ data: { nothing_to_order: true, purchase_orders: [] } });
      expect((res.body as { data: { message: string } }).data.message).toMatch(
        /already cover all 18 pieces: nothing to order/,
      );
      expect(await db().select().from(purchaseOrders)).toEqual(before);
    });

    it("refuses a batch with an unmapped product, naming it, and reserves or drafts nothing", async () => {
      const other = await frozenTeamBatch(db(), "Unmapped Owls", 1);
      await supplierFor(db(), "Owl Jerseys", [
        { productId: other.jersey.id, sizes: ["Youth M", "Adult S"], style: "5000", cost: 2.5 },
        { productId: other.cap.id, sizes: [""], style: "C112", cost: 4 },
      ]);
      await shelve(db(), other.jersey.id, "Youth M", 5);
      const before = await db().select().from(purchaseOrders);
      const res = await draftFor(other.store.id);
      expect(res.status).toBe(409);
      expect((res.body as { error: string }).error).toMatch(
        /Unmapped Owls Hoodie Adult L \(2 pcs\) has no supplier blank\. Map them in Blanks first/,
      );
      expect(await db().select().from(purchaseOrders)).toEqual(before);
      expect(await reservedFor(other.batchId)).toEqual([]);
    });

    it("puts received goods on the shelf and sets them aside for the batch", async () => {
      const [po] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.supplierId, jerseys.id));
      if (!po) throw new Error("no purchase order");
      expect((await send(server, "POST", `${base}/${po.id}/send`, undefined, manager)).status).toBe(200);
      const sheet = await send(server, "GET", `${base}/${po.id}/receiving`, undefined, production);
      const youth = (sheet.body as { data: { lines: { id: string; size: string }[] } }).data.lines.find(
        (l) => l.size === "Youth M",
      );
      const res = await send(
        server,
        "POST",
        `${base}/${po.id}/receipts`,
        { lines: [{ line_id: youth?.id, quantity: 4 }] },
        production,
      );
      expect(res.status).toBe(201);
      const [shelf] = await db()
        .select()
        .from(productSizeOptions)
        .where(and(eq(productSizeOptions.productId, team.jersey.id), eq(productSizeOptions.size, "Youth M")));
      expect(shelf?.stock).toBe(6);
      expect(await reservedFor(team.batchId)).toEqual([
        expect.objectContaining({ size: "Youth M", quantity: 6 }),
      ]);
    });
  });
});
