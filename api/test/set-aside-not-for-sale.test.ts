import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addReservation } from "../src/domains/purchasing/need/need-for";
import { frozenTeamBatch, shelve } from "./blank-fixtures";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";

interface LowQueue {
  count: number;
  items: { product_id: string; size: string | null; stock: number | null; set_aside: number }[];
}

interface ShownSize {
  size: string;
  sold_out: boolean;
  few_left: number | null;
}

// Stock set aside for a team's batch is not for sale (checkout refuses it, decision 091): what the
// catalogue tells shoppers ("only N left", "sold out") counts the shelf less it, at once.
describe(`the catalogue counts set-aside stock as gone (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof frozenTeamBatch>>;

  const shown = async (size: string): Promise<ShownSize | undefined> => {
    const res = await send(server, "GET", `/api/products/${team.jersey.id}`);
    expect(res.status).toBe(200);
    const product = (res.body as { data: { size_options: ShownSize[] } }).data;
    return product.size_options.find((option) => option.size === size);
  };
  /**
   * What shoppers are shown once a write made beside the app has reached the catalogue's cache: at
   * once on PGlite, by NOTIFY within milliseconds on PostgreSQL (a staff request syncs it itself).
   */
  const shownSoon = (size: string, expected: Partial<ShownSize>) =>
    vi.waitFor(async () => expect(await shown(size)).toMatchObject(expected), { timeout: 3000 });
  const setAside = (quantity: number, size = "Youth M") =>
    server.database.db.transaction((tx) =>
      addReservation(tx, { batchId: team.batchId }, team.jersey.id, size, quantity),
    );
  const buy = (size: string) =>
    send(server, "POST", "/api/checkout", {
      customer: { name: "Pat Shopper", email: "pat@example.com", phone: "(205) 555-0142" },
      fulfilment: { method: "pickup" },
      lines: [{ product_id: team.jersey.id, size, quantity: 1 }],
    });

  beforeAll(async () => {
    server = await startTestServer();
    team = await frozenTeamBatch(server.database.db, "Shelf Eagles", 1);
    await shelve(server.database.db, team.jersey.id, "Youth M", 5);
  });
  afterAll(() => server?.stop());

  it("shows what is left to sell, not what is on the shelf, and what checkout would refuse", async () => {
    // Read first, so the catalogue's cached answer is the one a reservation must replace.
    expect(await shown("Youth M")).toMatchObject({ sold_out: false, few_left: null });

    await setAside(3);
    await shownSoon("Youth M", { sold_out: false, few_left: 2 });

    await setAside(2);
    await shownSoon("Youth M", { sold_out: true, few_left: null });

    const shopper = await buy("Youth M");
    expect(shopper.status).toBe(409);
    expect((shopper.body as { error: string }).error).toContain(
      '"Shelf Eagles Jersey" in Youth M (sold out)',
    );
  });

  it("puts a size on staff's Running low by what is for sale, with what is set aside beside it", async () => {
    const admin = await signedInHeaders(server, "admin");
    const lowOf = async (size: string) => {
      const res = await send(server, "GET", "/api/admin/home", undefined, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { running_low } = (res.body as { data: { queue: { running_low: LowQueue } } }).data.queue;
      return {
        count: running_low.count,
        item: running_low.items.find((i) => i.product_id === team.jersey.id && i.size === size),
      };
    };
    await shelve(server.database.db, team.jersey.id, "Adult L", 20);
    const before = await lowOf("Adult L");
    expect(before.item).toBeUndefined();

    // 20 on the shelf, 18 of them kept for the team: 2 for sale is low, though the shelf is not.
    await setAside(18, "Adult L");
    const after = await lowOf("Adult L");
    expect(after.item).toEqual({
      product_id: team.jersey.id,
      product_name: expect.any(String),
      size: "Adult L",
      stock: 2,
      set_aside: 18,
    });
    expect(after.count).toBe(before.count + 1);
  });

  it("tells the next shopper the count a sale leaves, when only what is set aside made it low", async () => {
    await shelve(server.database.db, team.jersey.id, "Adult S", 10);
    await setAside(8, "Adult S");
    await shownSoon("Adult S", { sold_out: false, few_left: 2 });
    expect((await buy("Adult S")).status).toBe(201);
    expect(await shown("Adult S")).toMatchObject({ sold_out: false, few_left: 1 });
  });
});
