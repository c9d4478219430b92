import { teamStorePlayers } from "@store/db";
import { EMAIL_SHAPE, rosterFlags, storeNumberRule } from "@store/db/catalogue";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { readStoreRoster } from "../src/common/roster-read";
import { issueCoachLink } from "../src/domains/team-stores/coach/coach-links";
import type { CoachPage } from "../src/domains/team-stores/coach-schemas";
import { send, signedInHeaders, startTestServer, type TestServer } from "./helpers";
import { data, errorOf, mail, storeCalls } from "./team-store-fixtures";

// One roster rule set for the quote form, the team store's roster and the coach's page: what the
// store would refuse a family later is flagged when staff paste the roster, refused when they save
// it, and told to the coach when the store's rules change under a saved roster.

/** Issue 37's paste: two players on #10, one on #123 (range 0-99), an address with no domain end. */
const ISSUE_ROWS = [
  "Ava Brown\t10\tava.brown.mom@example",
  "Ben Carter\t10\tcarter.family@example.com",
  "Cal Diaz\t123\tdiaz@example.com",
  "Dee Evans\t4\tevans@example.com",
  "Eli Ford\t5\t",
  "Fay Gomez\t6\tgomez@example.com",
  "Gus Hill\t7\thill@example.com",
].join("\n");

const rule = storeNumberRule({
  number_min: 0,
  number_max: 99,
  numbers_unique: true,
  allow_unknown_number: true,
});

describe("the roster rules and the roster reader", () => {
  it("reads the issue's paste as seven players, the address in its own column, not in the name", () => {
    const players = readStoreRoster(ISSUE_ROWS);
    expect(players).toHaveLength(7);
    expect(players[0]).toEqual({ line: 1, name: "Ava Brown", number: "10", email: "ava.brown.mom@example" });
    expect(players.map((p) => p.name)).not.toContain(expect.stringContaining("@"));
  });

  it("reads a header in any order, #-numbers, CSV and an address in the name's column", () => {
    const text = "Parent e-mail,Jersey #,Player\nava.parent@example.com,#7,Ava Reed\n\n,12,Ben Cole";
    expect(readStoreRoster(text)).toEqual([
      { line: 2, name: "Ava Reed", number: "7", email: "ava.parent@example.com" },
      { line: 4, name: "Ben Cole", number: "12", email: null },
    ]);
    expect(readStoreRoster("Cal Diaz cal@example.com\t3")).toEqual([
      { line: 1, name: "Cal Diaz", number: "3", email: "cal@example.com" },
    ]);
  });

  it("flags the two players on #10, #123 outside 0-99 and the incomplete address, by row and field", () => {
    const flags = rosterFlags(readStoreRoster(ISSUE_ROWS), rule);
    expect(flags.map((f) => [f.row, f.field, f.kind])).toEqual([
      [0, "email", "email"],
      [0, "number", "duplicate"],
      [1, "number", "duplicate"],
      [2, "number", "number"],
    ]);
    expect(flags.map((f) => f.message)).toEqual([
      '"ava.brown.mom@example" is not a complete e-mail address (like name@example.com): fix it or leave it empty.',
      "Number 10 is also on Ben Carter (row 2): each player needs their own number.",
      "Number 10 is also on Ava Brown (row 1): each player needs their own number.",
      "Number 123 is outside the numbers 0-99.",
    ]);
  });

  it("flags an address left in a name, a leading zero and ## where the store needs numbers now", () => {
    const strict = { ...rule, unknown: false };
    const flags = rosterFlags(
      [
        { name: "Ava Brown ava.brown.mom@example.com", number: "07" },
        { name: "Ben Carter", number: "##" },
        { name: " ", number: "00" },
      ],
      strict,
    );
    expect(flags.map((f) => f.message)).toEqual([
      "The name holds an e-mail address (ava.brown.mom@example.com): move it to the e-mail column.",
      "Write 07 as 7: numbers print without a leading zero (0 and 00 are fine).",
      "Every number is needed now: replace ## with a number from 0-99.",
      "The player's name is missing.",
    ]);
  });

  it("repeats numbers freely where the store lets players share them", () => {
    const shared = { ...rule, unique: false };
    expect(rosterFlags(readStoreRoster(ISSUE_ROWS), shared).map((f) => f.kind)).toEqual(["email", "number"]);
  });

  it("calls an address complete exactly when the server's e-mail field takes it", () => {
    const addresses = [
      "ava.brown.mom@example",
      "ava.brown.mom@example.com",
      "o'neil+team@mail.example.org",
      ".ava@example.com",
      "ava..b@example.com",
      "ava@-example.com",
      "ava@example.c",
      "ava@example.com ",
    ];
    for (const address of addresses) {
      expect(EMAIL_SHAPE.test(address), address).toBe(z.regexes.email.test(address));
    }
  });
});

describe(`a team store's roster on the server (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof storeCalls>;
  const put = (id: string, players: unknown[]) =>
    send(server, "PUT", `/api/team-stores/${id}/players`, { players }, admin);
  const issuePlayers = () =>
    readStoreRoster(ISSUE_ROWS).map(({ name, number, email }) => ({ name, number, email }));

  beforeAll(async () => {
    server = await startTestServer({ mail });
    admin = await signedInHeaders(server, "admin");
    calls = storeCalls(server, admin);
  });
  afterAll(() => server?.stop());

  it("refuses the issue's roster naming each row to fix, and writes nothing", async () => {
    const { store } = await calls.draft();
    expect((await put(store.id, [{ name: "Zoe Young", number: "1", email: null }])).status).toBe(200);
    // The incomplete address alone: refused by the e-mail field.
    const bad = await put(store.id, issuePlayers());
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toContain("Enter a valid email address");
    // With the address fixed, the numbers: each row named.
    const numbers = issuePlayers().map((p, i) => (i === 0 ? { ...p, email: "brown@example.com" } : p));
    const refused = await put(store.id, numbers);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toBe(
      "The roster has 3 things to fix; nothing was saved. " +
        "Row 1 (Ava Brown): Number 10 is also on Ben Carter (row 2): each player needs their own number. " +
        "Row 2 (Ben Carter): Number 10 is also on Ava Brown (row 1): each player needs their own number. " +
        "Row 3 (Cal Diaz): Number 123 is outside the numbers 0-99.",
    );
    expect((refused.body as { fields?: Record<string, string> }).fields ?? {}).toMatchObject({
      "players.0.number": expect.stringContaining("Number 10"),
      "players.2.number": "Number 123 is outside the numbers 0-99.",
    });
    expect((await calls.get(store.id)).players.map((p: { name: string }) => p.name)).toEqual(["Zoe Young"]);
  });

  it("refuses an address glued into a name and a new store whose roster breaks its own number rule", async () => {
    const { store } = await calls.draft();
    const glued = await put(store.id, [{ name: "Ava Brown ava.brown.mom@example.com", number: "10" }]);
    expect(glued.status).toBe(400);
    expect(errorOf(glued)).toContain("The name holds an e-mail address");
    const created = await calls.create({
      slug: `roster-${Date.now().toString(36)}`,
      team_name: "Clanton Eagles 12U",
      sport: "baseball",
      coach_name: "Casey Coach",
      coach_email: "casey@example.com",
      opens_at: new Date(Date.now() + 86_400_000).toISOString(),
      closes_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      number_max: 50,
      players: [{ name: "Cal Diaz", number: "51" }],
    });
    expect(created.status).toBe(400);
    expect(errorOf(created)).toContain("Row 1 (Cal Diaz): Number 51 is outside the numbers 0-50.");
  });

  it("takes the fixed roster, and tells the coach when the store's numbers change under it", async () => {
    const { store } = await calls.draft();
    const fixed = issuePlayers().map((p, i) =>
      i === 0
        ? { ...p, email: "brown@example.com" }
        : i === 2
          ? { ...p, number: "12" }
          : i === 1
            ? { ...p, number: "11" }
            : p,
    );
    const saved = await put(store.id, fixed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(data(saved).players).toHaveLength(7);
    // Staff narrow the numbers after the roster was saved: the roster is kept, and flagged.
    expect((await calls.patch(store.id, { number_max: 9 })).status).toBe(200);
    const token = await issueCoachLink(server.database.db, store.id);
    const coach = (await send(server, "GET", `/api/coach/${token}`)).body as { data: CoachPage };
    expect(coach.data.roster_flags).toEqual([
      "Ava Brown: Number 10 is outside the numbers 0-9.",
      "Ben Carter: Number 11 is outside the numbers 0-9.",
      "Cal Diaz: Number 12 is outside the numbers 0-9.",
    ]);
    // Fixing one flagged row saves, the others kept as they were; a new row out of range does not.
    const oneFixed = fixed.map((p, i) => (i === 0 ? { ...p, number: "1" } : p));
    const one = await put(store.id, oneFixed);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const added = await put(store.id, [...oneFixed, { name: "Hal Ives", number: "15", email: null }]);
    expect(errorOf(added)).toBe(
      "The roster has one thing to fix; nothing was saved. Row 8 (Hal Ives): Number 15 is outside the numbers 0-9.",
    );
    const rows = await server.database.db
      .select()
      .from(teamStorePlayers)
      .where(eq(teamStorePlayers.storeId, store.id));
    expect(rows).toHaveLength(7);
  });
});
