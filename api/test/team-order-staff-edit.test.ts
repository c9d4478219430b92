import { teamStoreNumbers } from "@store/db";
import { insertProduct, insertTeamStore, insertTeamStoreOrder } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freezeBatch } from "../src/domains/team-stores/batches/batch-lines";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Staff edit a team-store order from its order page within the store's terms: the item's sizes,
// no lines from outside the store, nothing once its batch is frozen; a number the player no longer
// wears is free again.

describe(`staff editing a team-store order (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  async function storeWithOrder() {
    const db = server.database.db;
    const product = await insertProduct(db, { name: `Game Jersey ${Date.now()}`, price: 30 });
    const { store, items } = await insertTeamStore(
      db,
      { numbersUnique: true },
      {
        items: [{ productId: product.id, price: 40, sizes: ["Youth M", "Youth L"], personalisation: "both" }],
      },
    );
    const item = items[0];
    if (!item) throw new Error("item missing");
    const order = await insertTeamStoreOrder(db, {
      store,
      player: "Sam Lee",
      customer: { name: "Dana Lee", email: "dana@example.com" },
      lines: [{ item, productName: product.name, size: "Youth M", printName: "Lee", printNumber: "12" }],
    });
    const detail = await send(server, "GET", `/api/orders/by-number/${order.number}`, undefined, admin);
    const data = (detail.body as { data: { order: { id: string; items: { id: string }[] } } }).data;
    const line = data.order.items[0];
    if (!line) throw new Error("line missing");
    return { store, product, orderId: data.order.id, lineId: line.id, number: order.number };
  }

  it("swaps to a size the item allows, and refuses one it does not, naming the sizes", async () => {
    const { orderId, lineId } = await storeWithOrder();
    const refused = await send(
      server,
      "PATCH",
      `/api/orders/${orderId}`,
      { lines: [{ id: lineId, size: "Adult S" }] },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("comes in Youth M, Youth L: choose one of those.");
    const swapped = await send(
      server,
      "PATCH",
      `/api/orders/${orderId}`,
      { lines: [{ id: lineId, size: "Youth L" }] },
      admin,
    );
    expect(swapped.status).toBe(200);
  });

  it("refuses a line from outside the store, and any change once the batch is in production", async () => {
    const { store, product, orderId, lineId, number } = await storeWithOrder();
    const added = await send(
      server,
      "PATCH",
      `/api/orders/${orderId}`,
      { add: [{ product_id: product.id, size: "Adult M", quantity: 1 }] },
      admin,
    );
    expect(added.status).toBe(400);
    expect(JSON.stringify(added.body)).toContain("Add a late order");
    await freezeBatch(server.database.db, store.id, 1, null, new Date());
    const frozen = await send(
      server,
      "PATCH",
      `/api/orders/${orderId}`,
      { lines: [{ id: lineId, quantity: 2 }] },
      admin,
    );
    expect(frozen.status).toBe(409);
    expect(JSON.stringify(frozen.body)).toContain(`order #${number}'s items can no longer change`);
    // The contact may still be corrected: the bag's label and the invoice read it.
    const contact = await send(
      server,
      "PATCH",
      `/api/orders/${orderId}`,
      { customer: { phone: "(205) 555-0142" } },
      admin,
    );
    expect(contact.status).toBe(200);
  });

  it("a cancelled order's number is free for another player", async () => {
    const { store, orderId } = await storeWithOrder();
    const claims = () =>
      server.database.db.select().from(teamStoreNumbers).where(eq(teamStoreNumbers.storeId, store.id));
    expect((await claims()).map((c) => c.number)).toEqual(["12"]);
    const cancelled = await send(server, "PUT", `/api/orders/${orderId}`, { status: "cancelled" }, admin);
    expect(cancelled.status).toBe(200);
    expect(await claims()).toEqual([]);
  });
});
