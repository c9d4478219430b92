import { auditEntries, type Database, outboxEmails, profiles, teamStores } from "@store/db";
import { insertTeamStore } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTeamStoreClock, startTeamStoreClock } from "../src/domains/team-stores/clock/clock-job";
import { sendCoachReminders } from "../src/domains/team-stores/coach/send-reminders";
import { createLogger } from "../src/logger";
import { startTestServer, type TestServer } from "./helpers";
import { insertStoreOrder, jersey, mail } from "./team-store-fixtures";

// The store's clock, run by hand at chosen moments: opening, closing, reminders and the coach's
// summary each happen once however often and however concurrently it runs, and the e-mails tell
// the moments in Central time across the spring daylight-saving change (2026-03-08, 2 AM CST → 3 AM CDT).

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const settings = { ...mail, statusEmailDelayMs: 0 };

describe(`team stores: the clock (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let db: Database;
  let coaches = 0;

  beforeAll(async () => {
    server = await startTestServer({ mail });
    db = server.database.db;
  });
  afterAll(() => server?.stop());

  const mailsTo = (to: string, kind: string) =>
    db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), like(outboxEmails.kind, kind)));
  const statusOf = async (id: string) =>
    (await db.select({ s: teamStores.status }).from(teamStores).where(eq(teamStores.id, id)))[0]?.s;
  const twiceAndAtOnce = async (now: Date) => {
    await Promise.all([runTeamStoreClock(db, settings, now), runTeamStoreClock(db, settings, now)]);
    await runTeamStoreClock(db, settings, now);
  };

  async function store(values: Parameters<typeof insertTeamStore>[1], roster = false) {
    coaches += 1;
    const product = await jersey(db);
    return insertTeamStore(
      db,
      { coachEmail: `coach${coaches}@example.com`, accessCode: "GO-EAGLES", ...values },
      {
        items: [{ productId: product.id, price: 30, fundraising: 4 }],
        players: roster
          ? [
              { name: "Ava Smith", email: `ava${coaches}@example.com` },
              { name: "Ben Jones", email: `ben${coaches}@example.com` },
              { name: "Cal Reed", email: null },
            ]
          : [],
      },
    );
  }

  it("opens a scheduled store at its moment and e-mails the coach once, however many runs", async () => {
    const opensAt = new Date("2026-03-02T14:00:00Z");
    const { store: s } = await store({
      status: "scheduled",
      opensAt,
      closesAt: new Date("2026-03-08T07:59:00Z"),
    });
    await twiceAndAtOnce(new Date(opensAt.getTime() - 1000));
    expect(await statusOf(s.id)).toBe("scheduled");
    await twiceAndAtOnce(opensAt);
    expect(await statusOf(s.id)).toBe("open");
    const opened = await mailsTo(s.coachEmail, "team_store.opened");
    expect(opened).toHaveLength(1);
    // 07:59 UTC on Mar 8 is still standard time: 1:59 AM.
    expect(opened[0]?.text).toContain("it closes Sun Mar 8, 1:59 AM CT");
    expect(opened[0]?.text).toContain(`Link for families:\nhttps://shop.clanton.example/team/${s.slug}`);
    expect(opened[0]?.text).toContain("access code GO-EAGLES");
    expect(opened[0]?.text).toMatch(/Your coach page:\nhttps:\/\/shop\.clanton\.example\/coach\/\S+/);
  });

  it("closes at the close across the daylight-saving change, and the coach's summary goes once", async () => {
    const closesAt = new Date("2026-03-08T08:01:00Z");
    const { store: s, items } = await store({ opensAt: new Date("2026-03-01T14:00:00Z"), closesAt }, true);
    await insertStoreOrder(db, {
      storeId: s.id,
      player: "ava smith",
      email: "ava.parent@example.com",
      lines: [{ item: items[0] as never, quantity: 2 }],
    });
    await twiceAndAtOnce(new Date("2026-03-08T07:59:00Z"));
    expect(await statusOf(s.id)).toBe("open");
    await twiceAndAtOnce(new Date("2026-03-08T08:01:00Z"));
    expect(await statusOf(s.id)).toBe("closed");
    const summary = await mailsTo(s.coachEmail, "team_store.closed");
    expect(summary).toHaveLength(1);
    // Two minutes of real time later the clocks read 3:01 AM: daylight time has begun.
    expect(summary[0]?.text).toContain("closed Sun Mar 8, 3:01 AM CT");
    expect(summary[0]?.text).toContain("Orders: 1");
    expect(summary[0]?.text).toContain("Pieces: 2");
    expect(summary[0]?.text).toContain("Fundraising: $8.00");
    expect(summary[0]?.text).toContain("No order from: Ben Jones, Cal Reed");
  });

  it("reminds roster families with an address and no order 3 days and 1 day before close, once each", async () => {
    const closesAt = new Date("2026-03-20T01:00:00Z");
    const { store: s, items } = await store({ opensAt: new Date("2026-03-01T14:00:00Z"), closesAt }, true);
    await insertStoreOrder(db, {
      storeId: s.id,
      player: "Ava Smith",
      email: "ava.parent@example.com",
      lines: [{ item: items[0] as never }],
    });
    await twiceAndAtOnce(new Date(closesAt.getTime() - 3 * DAY - MINUTE));
    expect(
      await db
        .select()
        .from(outboxEmails)
        .where(like(outboxEmails.to, `%${coaches}@example.com`)),
    ).toEqual([]);
    await twiceAndAtOnce(new Date(closesAt.getTime() - 3 * DAY));
    const first = await mailsTo(`ben${coaches}@example.com`, "team_store.reminder");
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe("Test Eagles team store: order for Ben Jones by Thu Mar 19, 8:00 PM CT");
    expect(first[0]?.text).toContain("Access code: GO-EAGLES");
    expect(await mailsTo(`ava${coaches}@example.com`, "team_store.reminder")).toEqual([]);
    await twiceAndAtOnce(new Date(closesAt.getTime() - DAY + MINUTE));
    expect(await mailsTo(`ben${coaches}@example.com`, "team_store.reminder")).toHaveLength(2);
  });

  it("sends no reminder to an address whose account turned reminders off", async () => {
    const closesAt = new Date("2026-04-20T01:00:00Z");
    await store({ opensAt: new Date("2026-04-01T14:00:00Z"), closesAt }, true);
    await db.insert(profiles).values({ email: `ben${coaches}@example.com`, remindersOptIn: false });
    await twiceAndAtOnce(new Date(closesAt.getTime() - 3 * DAY));
    expect(await mailsTo(`ben${coaches}@example.com`, "team_store.reminder")).toEqual([]);
    expect(await mailsTo(`ava${coaches}@example.com`, "team_store.reminder")).toHaveLength(1);
  });

  it("a store first seen inside its last day sends only the last-day reminder", async () => {
    const closesAt = new Date("2026-04-01T01:00:00Z");
    const { store: s } = await store({ opensAt: new Date("2026-03-01T14:00:00Z"), closesAt }, true);
    await twiceAndAtOnce(new Date(closesAt.getTime() - 12 * 60 * MINUTE));
    expect(await mailsTo(`ben${coaches}@example.com`, "team_store.reminder")).toHaveLength(1);
    const [row] = await db.select().from(teamStores).where(eq(teamStores.id, s.id));
    expect(row?.reminderThreeDaysAt).not.toBeNull();
  });

  it("a family who typed the player's name with other spaces or case is not reminded (the coach page's rule)", async () => {
    const { store: s, items } = await store(
      { opensAt: new Date("2026-03-01T14:00:00Z"), closesAt: new Date("2026-03-12T01:00:00Z") },
      true,
    );
    const item = items[0];
    if (!item) throw new Error("item missing");
    await insertStoreOrder(db, {
      storeId: s.id,
      player: "  ava   SMITH ",
      email: `parent${coaches}@example.com`,
      lines: [{ item, size: "Youth M" }],
    });
    const sent = await sendCoachReminders({
      db,
      mail: settings,
      storeId: s.id,
      now: new Date("2026-03-04T20:10:00Z"),
      actor: null,
    });
    expect(sent.sent).toBe(1);
    expect(await mailsTo(`ava${coaches}@example.com`, "team_store.coach_reminder")).toEqual([]);
    expect(await mailsTo(`ben${coaches}@example.com`, "team_store.coach_reminder")).toHaveLength(1);
  });

  it("the coach's button: once per 24 hours per store, a second press says when the next is allowed", async () => {
    const { store: s } = await store(
      { opensAt: new Date("2026-03-01T14:00:00Z"), closesAt: new Date("2026-03-12T01:00:00Z") },
      true,
    );
    const pressed = new Date("2026-03-04T20:10:00Z");
    const [one, two] = await Promise.allSettled([
      sendCoachReminders({ db, mail: settings, storeId: s.id, now: pressed, actor: null }),
      sendCoachReminders({ db, mail: settings, storeId: s.id, now: pressed, actor: null }),
    ]);
    const sent = [one, two].filter((r) => r.status === "fulfilled");
    expect(sent).toHaveLength(1);
    expect((sent[0] as PromiseFulfilledResult<{ sent: number }>).value.sent).toBe(2);
    expect(await mailsTo(`ava${coaches}@example.com`, "team_store.coach_reminder")).toHaveLength(1);

    const retry: number[] = [];
    const hourLater = new Date(pressed.getTime() + 60 * MINUTE);
    await expect(
      sendCoachReminders({
        db,
        mail: settings,
        storeId: s.id,
        now: hourLater,
        actor: null,
        onLimited: (seconds) => retry.push(seconds),
      }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "You can send the next reminder after Thu Mar 5, 2:10 PM CT.",
    });
    expect(retry).toEqual([23 * 60 * 60]);

    const dayLater = new Date(pressed.getTime() + DAY);
    expect(
      (await sendCoachReminders({ db, mail: settings, storeId: s.id, now: dayLater, actor: null })).sent,
    ).toBe(2);
    const audit = await db.select().from(auditEntries).where(eq(auditEntries.entityId, s.id));
    expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([
      ["team_store.coach_reminder", `${s.coachEmail} (coach link)`],
      ["team_store.coach_reminder", `${s.coachEmail} (coach link)`],
    ]);
  });

  it("the button is refused on a store that is not open", async () => {
    const { store: s } = await store(
      {
        status: "closed",
        opensAt: new Date("2026-03-01T14:00:00Z"),
        closesAt: new Date("2026-03-05T01:00:00Z"),
      },
      true,
    );
    await expect(
      sendCoachReminders({
        db,
        mail: settings,
        storeId: s.id,
        now: new Date("2026-03-06T00:00:00Z"),
        actor: null,
      }),
    ).rejects.toThrow("The store is closed. Reminders go only while it is open.");
  });

  it("runs by itself in the server: a pass opens what is due; stop waits for the pass in flight", async () => {
    const opensAt = new Date("2026-05-01T14:00:00Z");
    const { store: s } = await store({
      status: "scheduled",
      opensAt,
      closesAt: new Date("2026-05-09T01:00:00Z"),
    });
    const clock = startTeamStoreClock({
      db,
      mail: settings,
      logger: createLogger("silent"),
      now: () => opensAt,
      intervalMs: 20,
    });
    for (let i = 0; i < 200 && (await statusOf(s.id)) !== "open"; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await clock.stop();
    expect(await statusOf(s.id)).toBe("open");
    expect(await mailsTo(s.coachEmail, "team_store.opened")).toHaveLength(1);
  });
});
