import { type Database, outboxEmails } from "@store/db";
import { movesFor, type TeamStoreStatus, teamStoreMoveNames, teamStoreStatuses } from "@store/db/catalogue";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusWords } from "../src/domains/team-stores/lifecycle/move-checks";
import { teamStoreActions } from "../src/domains/team-stores/staff-schemas";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { errorOf, jersey, mail, storeCalls } from "./team-store-fixtures";

// The lifecycle's moves are declared once (the catalogue's teamStoreMoves): the server refuses for
// its status exactly the moves the store page does not offer, and lets through the ones it does.

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2027-05-03T15:00:00Z");

/** Moments that keep the clock from moving the store before the staff's move. */
const momentsFor = (status: TeamStoreStatus) =>
  status === "draft" || status === "scheduled"
    ? { opensAt: new Date(NOW.getTime() + HOUR), closesAt: new Date(NOW.getTime() + 48 * HOUR) }
    : status === "open"
      ? { opensAt: new Date(NOW.getTime() - HOUR), closesAt: new Date(NOW.getTime() + 48 * HOUR) }
      : { opensAt: new Date(NOW.getTime() - 48 * HOUR), closesAt: new Date(NOW.getTime() - HOUR) };

describe(`team stores: the moves the page offers are the moves the server allows (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let db: Database;
  let calls: ReturnType<typeof storeCalls>;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    db = server.database.db;
    server.setClock(NOW);
    calls = storeCalls(server, await signedInHeaders(server, "admin"));
  });
  afterAll(() => server?.stop());

  const storeIn = async (status: TeamStoreStatus) => {
    const product = await jersey(db);
    const { store } = await insertTeamStore(
      db,
      { status, ...momentsFor(status) },
      { items: [{ productId: product.id, price: 30 }] },
    );
    return store;
  };
  const refusedForStatus = (status: TeamStoreStatus, res: { status: number; body: unknown }) =>
    res.status === 409 &&
    errorOf(res).startsWith(`The store is ${statusWords(status)}; only a store that is`);

  it("the API's actions are the catalogue's moves", () => {
    expect([...teamStoreActions].sort()).toEqual([...teamStoreMoveNames].sort());
  });

  it("refuses for its status every move the page does not offer, and only those", async () => {
    for (const status of teamStoreStatuses) {
      // Late orders in batch 2 and batch 1 not frozen: the most a store in this status offers.
      const offered = movesFor({ status, batchOneFrozen: false, lateOrders: true });
      const store = await storeIn(status);
      for (const move of teamStoreMoveNames) {
        // An offered move may change the store: each gets a store of its own.
        const target = offered.includes(move) ? await storeIn(status) : store;
        const res = await calls.move(target.id, move, {
          closes_at: new Date(NOW.getTime() + 96 * HOUR).toISOString(),
        });
        expect(refusedForStatus(status, res), `${move} from ${status}: ${JSON.stringify(res.body)}`).toBe(
          !offered.includes(move),
        );
      }
    }
    await db.delete(outboxEmails);
  });

  it("a closed store is reopened, not extended (the page offers Reopen there)", async () => {
    const store = await storeIn("closed");
    const later = new Date(NOW.getTime() + 96 * HOUR).toISOString();
    const extended = await calls.move(store.id, "extend", { closes_at: later });
    expect(extended.status).toBe(409);
    expect(errorOf(extended)).toBe("The store is closed; only a store that is open can be extended.");
    expect((await calls.move(store.id, "reopen", { closes_at: later })).status).toBe(200);
  });
});
