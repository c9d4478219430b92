import { outboxEmails, teamStorePlayers, teamStores } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCoachLink, revokeCoachLinks } from "../src/domains/team-stores/coach/coach-links";
import type { CoachPage } from "../src/domains/team-stores/coach-schemas";
import { send, startTestServer, type TestServer } from "./helpers";
import { teamBatchStore } from "./team-batch-fixtures";

const HOUR = 60 * 60 * 1000;

describe(`the coach's private page (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof teamBatchStore>>;
  let token: string;
  const page = async () => {
    const res = await send(server, "GET", `/api/coach/${token}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: CoachPage }).data;
  };
  const remind = () => send(server, "POST", `/api/coach/${token}/reminders`);
  const reminders = () =>
    server.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "team_store.coach_reminder"));

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    fixture = await teamBatchStore(db);
    await db
      .insert(teamStorePlayers)
      .values({ storeId: fixture.store.id, name: "Ivy Moss", email: "moss.family@example.com", position: 9 });
    token = await issueCoachLink(db, fixture.store.id);
  });
  afterAll(() => server?.stop());

  it("shows the store's state, its close time in words, orders, pieces and fundraising so far", async () => {
    const p = await page();
    expect(p).toMatchObject({
      team_name: "Clanton Eagles 12U",
      status: "open",
      status_label: "Open",
      orders: 5,
    });
    expect(p.closes_in_words).toMatch(/^\w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M CT$/);
    expect(p.store_path).toBe(`/team/${fixture.store.slug}`);
    // 7 pieces in batch 1, 1 late; the team's share: 4 jerseys and the late one × $5, shorts $2.
    expect(p.pieces).toBe(8);
    expect(p.fundraising).toBe(27);
  });

  it("lists who has ordered with items, sizes, names, numbers and paid or not, and the roster with no order", async () => {
    const p = await page();
    expect(p.ordered.map((o) => [o.player_name, o.payment_state])).toEqual([
      ["Ava Cruz", "unpaid"],
      ["Max Diaz", "deposit"],
      ["Noah Park", "unpaid"],
      ["Sam Lee", "paid"],
      ["sam  lee", "unpaid"],
    ]);
    expect(p.ordered[3]?.items[0]).toEqual({
      product_name: "Game Jersey",
      size: "Youth M",
      quantity: 2,
      print_name: "LEE",
      print_number: "12",
    });
    expect(p.ordered.find((o) => o.player_name === "Noah Park")?.batch).toBe(2);
    // Sam ordered as "sam  lee" too; Noah's late order counts; Zed's cancelled order is not shown.
    expect(p.not_ordered).toEqual([
      { name: "Eli Stone", number: null, can_be_reminded: false },
      { name: "Ivy Moss", number: null, can_be_reminded: true },
    ]);
    expect(p.reminder).toMatchObject({ would_reach: 1, store_open: true, next_allowed_at: null });
  });

  it("never shows a family's contact details, in the page or in the CSV", async () => {
    const json = JSON.stringify(await page());
    const res = await fetch(`${server.url}/api/coach/${token}/orders.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`${fixture.store.slug}-orders-`);
    const csv = await res.text();
    expect(csv).toContain('"Sam Lee","Ordered"');
    expect(csv).toContain('"Ivy Moss","Not ordered yet"');
    for (const text of [json, csv]) {
      expect(text).not.toContain("@");
      expect(text).not.toContain("555-0199");
      for (const buyer of ["Dana Lee", "Rita Cruz", "Leo Diaz", "Kim Park", "Zoe Quinn"])
        expect(text).not.toContain(buyer);
    }
  });

  it("refuses anything but reading on the link (405), and answers 404 for an unknown or revoked link", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect((await send(server, method, `/api/coach/${token}`, {})).status, method).toBe(405);
      expect((await send(server, method, `/api/coach/${token}/orders.csv`, {})).status, method).toBe(405);
    }
    for (const method of ["GET", "PUT", "DELETE"])
      expect((await send(server, method, `/api/coach/${token}/reminders`)).status, method).toBe(405);
    const unknown = await send(server, "GET", "/api/coach/not-a-real-token");
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("This coach link is not valid");
    const db = server.database.db;
    const old = await issueCoachLink(db, fixture.store.id);
    await revokeCoachLinks(db, fixture.store.id, new Date());
    expect((await send(server, "GET", `/api/coach/${old}`)).status).toBe(404);
    expect((await send(server, "POST", `/api/coach/${old}/reminders`)).status).toBe(404);
    expect((await send(server, "GET", `/api/coach/${old}/orders.csv`)).status).toBe(404);
    token = await issueCoachLink(db, fixture.store.id);
  });

  it("reminds each roster family with an address and no order, once per 24 hours (429 says when next)", async () => {
    const first = await remind();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body as { data: { sent: number; message: string } }).data).toMatchObject({ sent: 1 });
    const mails = await reminders();
    expect(mails.map((m) => m.to)).toEqual(["moss.family@example.com"]);
    expect(mails[0]?.text).toContain("We have no order for Ivy Moss yet");
    expect(mails[0]?.text).toContain(`/team/${fixture.store.slug}`);

    server.advanceClock(23 * HOUR);
    const again = await remind();
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBe(60 * 60);
    expect(JSON.stringify(again.body)).toMatch(
      /You can send the next reminder after \w{3} \w{3} \d{1,2}, .* CT\./,
    );
    expect((await page()).reminder.next_allowed_in_words).not.toBeNull();
    expect(await reminders()).toHaveLength(1);

    server.advanceClock(HOUR + 1000);
    expect((await remind()).status).toBe(200);
    expect(await reminders()).toHaveLength(2);
  });

  it("sends once when two presses race", async () => {
    server.advanceClock(25 * HOUR);
    const answers = await Promise.all([remind(), remind(), remind()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await reminders()).toHaveLength(3);
  });

  it("sends none when everyone with an address has ordered, and refuses while the store is not open", async () => {
    const db = server.database.db;
    server.advanceClock(25 * HOUR);
    await db.delete(teamStorePlayers).where(eq(teamStorePlayers.name, "Ivy Moss"));
    const nobody = await remind();
    expect(nobody.status).toBe(200);
    expect((nobody.body as { data: { sent: number; message: string } }).data).toMatchObject({ sent: 0 });
    expect((nobody.body as { data: { message: string } }).data.message).toMatch(
      /^Reminder sent to 0 families\./,
    );
    await db.update(teamStores).set({ status: "closed" }).where(eq(teamStores.id, fixture.store.id));
    server.advanceClock(25 * HOUR);
    const closed = await remind();
    expect(closed.status).toBe(409);
    expect(JSON.stringify(closed.body)).toContain("Reminders go only while it is open.");
    expect(await reminders()).toHaveLength(3);
  });
});
