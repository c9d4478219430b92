import { type Database, teamStores } from "@store/db";
import { statusByClock, teamStorePhase, teamStoreStatuses } from "@store/db/catalogue";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveDueStores } from "../src/domains/team-stores/clock/clock-job";
import { issueCoachLink } from "../src/domains/team-stores/coach/coach-links";
import { send, startTestServer, type TestServer } from "./helpers";
import { data, jersey, mail } from "./team-store-fixtures";

// "Is the store open?" has one answer, the catalogue's: the family's page, the coach's page and
// the clock job agree on it, also before the clock's next pass has moved the row.

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2027-04-10T15:00:00Z");

describe(`team stores: one phase for every page and the clock (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    db = server.database.db;
    server.setClock(NOW);
  });
  afterAll(() => server?.stop());

  /** A scheduled store whose opening came an hour ago; the clock has not run since. */
  async function scheduledAndDue() {
    const product = await jersey(db);
    const { store } = await insertTeamStore(
      db,
      {
        status: "scheduled",
        opensAt: new Date(NOW.getTime() - HOUR),
        closesAt: new Date(NOW.getTime() + 48 * HOUR),
      },
      {
        items: [{ productId: product.id, price: 30 }],
        players: [{ name: "Ivy Moss", email: "moss.family@example.com" }],
      },
    );
    return store;
  }

  it("a scheduled store whose opening has passed reads as open on the family's page", async () => {
    const store = await scheduledAndDue();
    const res = await send(server, "GET", `/api/team-stores/by-slug/${store.slug}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(data(res)).toMatchObject({ phase: "open", can_order: true, notice: null });
  });

  it("a scheduled store whose opening has passed reads as open on the coach's page, reminders too", async () => {
    const store = await scheduledAndDue();
    const token = await issueCoachLink(db, store.id);
    const res = await send(server, "GET", `/api/coach/${token}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = data(res);
    expect(page).toMatchObject({ status: "open", status_label: "Open" });
    expect(page.reminder).toMatchObject({ store_open: true, would_reach: 1 });
    // The row itself is still the clock's to move: nothing was written by reading.
    const [row] = await db
      .select({ status: teamStores.status })
      .from(teamStores)
      .where(eq(teamStores.id, store.id));
    expect(row?.status).toBe("scheduled");
    // What the page offers works: the reminder goes (the clock's due move is made first).
    const reminded = await send(server, "POST", `/api/coach/${token}/reminders`);
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200);
    expect(data(reminded).sent).toBe(1);
  });

  it("the clock moves each store to the status the catalogue says it has by then", async () => {
    const moments = {
      "before its opening": [HOUR, 48 * HOUR],
      "between opening and close": [-HOUR, 48 * HOUR],
      "past its close": [-48 * HOUR, -HOUR],
    } as const;
    for (const status of teamStoreStatuses) {
      for (const [when, [opens, closes]] of Object.entries(moments)) {
        const { store } = await insertTeamStore(db, {
          status,
          opensAt: new Date(NOW.getTime() + opens),
          closesAt: new Date(NOW.getTime() + closes),
        });
        const expected = statusByClock(store, NOW);
        await moveDueStores(db, { ...mail, statusEmailDelayMs: 0 }, NOW, store.id);
        const [row] = await db.select().from(teamStores).where(eq(teamStores.id, store.id));
        expect(row?.status, `${status} ${when}`).toBe(expected);
        // After the pass the row's status alone says the same phase as before it.
        if (row) expect(teamStorePhase(row, NOW), `${status} ${when}`).toBe(teamStorePhase(store, NOW));
      }
    }
  });

  it("names each phase as families read it, status by status", () => {
    const at = (status: (typeof teamStoreStatuses)[number], opens: number, closes: number) =>
      teamStorePhase(
        { status, opensAt: new Date(NOW.getTime() + opens), closesAt: new Date(NOW.getTime() + closes) },
        NOW,
      );
    expect(at("draft", -HOUR, HOUR)).toBe("preview");
    expect(at("scheduled", HOUR, 2 * HOUR)).toBe("upcoming");
    expect(at("scheduled", -HOUR, HOUR)).toBe("open");
    expect(at("scheduled", -2 * HOUR, -HOUR)).toBe("closed");
    expect(at("open", -HOUR, HOUR)).toBe("open");
    expect(at("open", -2 * HOUR, -HOUR)).toBe("closed");
    expect(at("in_production", -2 * HOUR, HOUR)).toBe("closed");
    // The moment of the close belongs to the close.
    expect(at("open", -HOUR, 0)).toBe("closed");
  });
});
