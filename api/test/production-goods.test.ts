import { productionJobs, stockReservations } from "@store/db";
import { insertOrder, insertProduct } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { data, errorOf } from "./team-store-fixtures";

// A job's goods, as purchasing counts them (purchasing/need): pieces not set aside for its source
// are short; the board shows it, "ready" refuses it without a reason, and starting the work takes
// the set-aside stock off the shelf once.

describe(`a production job's goods (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let production: Record<string, string>;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    server.setClock(new Date("2027-03-01T15:00:00Z"));
    production = await signedInHeaders(server, "production");
  });
  afterAll(() => server?.stop());

  it("is short until its pieces are set aside; ready asks for a reason meanwhile; in production uses the stock", async () => {
    const cap = await insertProduct(db(), {
      name: "Rally Cap",
      price: 20,
      category: "accessories",
      sizes: ["Adult L"],
    });
    const order = await insertOrder(db(), {
      email: "club@example.com",
      lines: [{ product: cap, quantity: 3, size: "Adult L" }],
    });
    const created = await send(
      server,
      "POST",
      "/api/production/jobs",
      { order_id: order.id, process: "heat_transfer" },
      production,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = data(created);
    expect(job).toMatchObject({
      goods_short: true,
      short: [{ product_name: "Rally Cap", size: "Adult L", quantity: 3 }],
    });

    await db()
      .insert(stockReservations)
      .values({ productId: cap.id, size: "Adult L", orderId: order.id, quantity: 1 });
    const refused = await send(
      server,
      "POST",
      `/api/production/jobs/${job.id}/stage`,
      { stage: "ready" },
      production,
    );
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toContain("2 × Rally Cap Adult L");
    const [row] = await db().select().from(productionJobs).where(eq(productionJobs.id, job.id));
    expect(row?.stage).toBe("art_approved");

    await db().update(stockReservations).set({ quantity: 3 }).where(eq(stockReservations.orderId, order.id));
    const card = data(await send(server, "GET", `/api/production/jobs/${job.id}`, undefined, production));
    expect(card).toMatchObject({ goods_short: false, short: [] });

    const started = await send(
      server,
      "POST",
      `/api/production/jobs/${job.id}/stage`,
      { stage: "in_production" },
      production,
    );
    expect(started.status).toBe(200);
    const [reservation] = await db()
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, order.id));
    expect(reservation?.usedAt).toBeInstanceOf(Date);
    const ready = await send(
      server,
      "POST",
      `/api/production/jobs/${job.id}/stage`,
      { stage: "ready" },
      production,
    );
    expect(ready.status).toBe(200);
  });
});
